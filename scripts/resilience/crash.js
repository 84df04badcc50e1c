// Crash: kill -9 while several clients create positions as fast as the server acknowledges them, then
// start again on the same data. Every position that got a 201 before the kill must be there, and the
// database must open cleanly (healthy, readable, writable).
import { DEMO_USERS, api, login, sleep, startServer, stopServer } from "../bench/server.js";
import { createClient } from "./http.js";

export async function checkCrash(target, { writers = 8, writeMs = 2500 } = {}) {
  const first = await startServer({ env: target.env });
  const admin = await login(first.url, ...DEMO_USERS.admin);
  const client = createClient(first.url, { maxSockets: writers });
  const acknowledged = [];
  const run = `crash-${Date.now().toString(36)}`;
  let stop = false;
  let killed = false;
  let n = 0;
  let failures = 0;
  const failureSamples = [];

  async function writer() {
    while (!stop) {
      const name = `${run}-${n++}`;
      const record = await client.request("POST", "/api/positions", { cookie: admin.cookie, body: { name } });
      if (record.status === 201) acknowledged.push(name);
      else if (!killed) {
        failures++;
        if (failureSamples.length < 3)
          failureSamples.push(
            `${record.status || record.error}${record.body ? ` ${record.body.slice(0, 120)}` : ""}`,
          );
      }
    }
  }
  const loops = Array.from({ length: writers }, writer);
  await sleep(writeMs);
  killed = true;
  first.child.kill("SIGKILL");
  await first.exited;
  stop = true;
  await Promise.all(loops);
  client.close();
  // Writes acknowledged up to the kill; those that failed because of it don't count.
  const acked = [...acknowledged];

  const problems = [];
  if (failures)
    problems.push(`${failures} writes failed before the kill (e.g. ${failureSamples.join("; ")})`);
  if (acked.length < 10)
    problems.push(`only ${acked.length} writes were acknowledged before the kill: too few to tell`);
  const second = await startServer({ env: target.env });
  try {
    const again = await login(second.url, ...DEMO_USERS.admin);
    const names = new Set(
      (await api(second.url, again.cookie, "GET", "/api/positions")).body.map((p) => p.name),
    );
    const missing = acked.filter((name) => !names.has(name));
    const extra = [...names].filter((name) => name.startsWith(run) && !acked.includes(name)).length;
    if (missing.length)
      problems.push(
        `${missing.length} of ${acked.length} acknowledged writes are missing after the restart (e.g. ${missing.slice(0, 3).join(", ")})`,
      );
    // The reopened database takes writes again.
    const after = await api(second.url, again.cookie, "POST", "/api/positions", {
      name: `${run}-after-restart`,
    });
    if (after.status !== 201) problems.push(`a write after the restart answered ${after.status}`);
    const detail = `${acked.length} writes acknowledged before kill -9, ${acked.length - missing.length} found after the restart (+${extra} committed but unacknowledged); restart healthy in ${Math.round(second.healthyAt - second.startedAt)} ms`;
    const exit = await stopServer(second);
    if (exit.code !== 0) problems.push(`the restarted server exited with ${exit.code ?? exit.signal}`);
    return { ok: problems.length === 0, detail, problems };
  } finally {
    await stopServer(second);
  }
}
