// Shutdown: SIGTERM while clients keep sending reads and writes. Every request sent before the signal
// on a connection the server has accepted must get its complete response (2xx), none may see its
// connection reset, and the process must exit 0 within 10 s. Requests sent after the signal may be
// refused (503 or ECONNREFUSED): that is the point. RESILIENCE_DEBUG=1 lists the failed requests.
import { DEMO_USERS, api, login, sleep, startServer } from "../bench/server.js";
import { createClient } from "./http.js";
import { businessSlotCycle } from "../bench/business-slots.js";

const EXIT_WITHIN_MS = 10_000;

export async function checkShutdown(target, { clients = 50, loadMs = 1000 } = {}) {
  const server = await startServer({ env: target.env });
  const admin = await login(server.url, ...DEMO_USERS.admin);
  const store = (await api(server.url, admin.cookie, "GET", "/api/stores")).body[0];
  const storeId = store?.id;
  // Needs only inside the store's hours: one outside them is a 400.
  const slotOf = businessSlotCycle(store.openTime, store.closeTime);
  const positionId = (await api(server.url, admin.cookie, "GET", "/api/positions")).body[0]?.id;
  const client = createClient(server.url, { maxSockets: clients });
  const records = [];
  const warm = new Set();
  let stop = false;
  let n = 0;

  async function loop(i) {
    while (!stop) {
      const write = i % 3 === 0;
      const slot = n++;
      const record = write
        ? await client.request("POST", "/api/staffing-templates", {
            cookie: admin.cookie,
            body: {
              storeId,
              positionId,
              dayOfWeek: "FRIDAY",
              timeSlot: slotOf(slot),
              requiredHeadcount: slot % 9,
            },
          })
        : await client.request("GET", i % 3 === 1 ? "/api/employees" : "/api/stores", {
            cookie: admin.cookie,
          });
      records.push(record);
      if (!warm.has(i) && record.status) warm.add(i);
      // Once the server stops listening there is nothing left to test.
      if (record.error === "ECONNREFUSED") return;
    }
  }

  const loops = Array.from({ length: clients }, (_, i) => loop(i));
  // Every client's connection has been accepted and answered once before the signal, so each request in
  // flight at SIGTERM is one the server has accepted (not one waiting in the kernel's accept queue).
  const warmBy = performance.now() + 60_000;
  while (warm.size < clients && performance.now() < warmBy) await sleep(20);
  await sleep(loadMs);
  const signalledAt = performance.now();
  server.child.kill("SIGTERM");
  const exitTimer = sleep(EXIT_WITHIN_MS + 2000).then(() => "timeout");
  const exit = await Promise.race([server.exited, exitTimer]);
  const exitedAt = performance.now();
  stop = true;
  await Promise.race([Promise.all(loops), sleep(5000)]);
  client.close();
  if (exit === "timeout") server.child.kill("SIGKILL");

  const before = records.filter((r) => r.sentAt < signalledAt);
  const inFlight = before.filter((r) => r.endedAt >= signalledAt);
  const after = records.filter((r) => r.sentAt >= signalledAt);
  const badBefore = before.filter((r) => r.error || r.status < 200 || r.status > 299);
  const count = (list) => {
    const out = {};
    for (const r of list) out[r.error ?? r.status] = (out[r.error ?? r.status] ?? 0) + 1;
    return out;
  };
  const problems = [];
  if (process.env.RESILIENCE_DEBUG) {
    for (const r of badBefore)
      console.log(
        `    ${r.method} ${r.path} sent ${Math.round(signalledAt - r.sentAt)} ms before, ended ${Math.round(r.endedAt - signalledAt)} ms after: ${r.error ?? r.status} reused=${r.reused} connected=${r.connectedAt ? Math.round(signalledAt - r.connectedAt) : "-"}`,
      );
  }
  if (badBefore.length)
    problems.push(
      `${badBefore.length} requests sent before SIGTERM failed: ${JSON.stringify(count(badBefore))}`,
    );
  if (inFlight.length === 0) problems.push("no request was in flight at SIGTERM: the test proved nothing");
  if (exit === "timeout") problems.push(`the process did not exit within ${EXIT_WITHIN_MS / 1000} s`);
  else if (exit.code !== 0) problems.push(`the process exited with ${exit.code ?? exit.signal}`);
  const exitMs = Math.round(exitedAt - signalledAt);
  const detail = `${inFlight.length} requests in flight at SIGTERM completed (${JSON.stringify(count(inFlight))}), exit ${exit === "timeout" ? "timeout" : exit.code} after ${exitMs} ms; after the signal: ${JSON.stringify(count(after))}`;
  return { ok: problems.length === 0, detail, problems, server };
}
