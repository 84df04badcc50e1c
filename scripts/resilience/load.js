// Load: many connections of mixed reads and writes as admin, manager and employee at once, for a while.
// Passes when every request got a 2xx: no socket error, no timeout, no 4xx, no 5xx.
import autocannon from "autocannon";
import { businessSlotCycle } from "../bench/business-slots.js";
import { api, DEMO_USERS, login, startServer, stopServer } from "../bench/server.js";

/** Each group cycles through its list of requests on each of its connections. */
function groups({ admin, manager, employee, store, positionId }) {
  const storeId = store.id;
  // Needs only inside the store's hours: one outside them is a 400.
  const slotOf = businessSlotCycle(store.openTime, store.closeTime);
  let adminWrites = 0;
  let managerWrites = 0;
  let employeeWrites = 0;
  const json = { "content-type": "application/json" };
  return [
    {
      name: "admin",
      share: 0.4,
      cookie: admin.cookie,
      requests: [
        { method: "GET", path: "/api/stores" },
        { method: "GET", path: "/api/employees" },
        { method: "GET", path: "/api/positions" },
        {
          method: "POST",
          path: "/api/staffing-templates",
          headers: json,
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              storeId,
              positionId,
              dayOfWeek: "SATURDAY",
              timeSlot: slotOf(adminWrites),
              requiredHeadcount: adminWrites++ % 10,
            }),
          }),
        },
      ],
    },
    {
      name: "manager",
      share: 0.3,
      cookie: manager.cookie,
      requests: [
        { method: "GET", path: `/api/staffing-templates/${storeId}/MONDAY` },
        { method: "GET", path: "/api/requests/timeoff" },
        {
          method: "POST",
          path: "/api/staffing-templates",
          headers: json,
          // The same slots as the admin's writes: concurrent upserts of one row must not fail.
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              storeId,
              positionId,
              dayOfWeek: "SATURDAY",
              timeSlot: slotOf(managerWrites),
              requiredHeadcount: managerWrites++ % 7,
            }),
          }),
        },
        { method: "GET", path: "/api/auth/me" },
      ],
    },
    {
      name: "employee",
      share: 0.3,
      cookie: employee.cookie,
      requests: [
        { method: "GET", path: "/api/auth/me" },
        { method: "GET", path: `/api/availability/${employee.user.id}` },
        { method: "GET", path: `/api/preferences/${employee.user.id}` },
        {
          method: "PATCH",
          path: `/api/preferences/${employee.user.id}`,
          headers: json,
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ desiredHoursMin: 10 + (employeeWrites++ % 10) }),
          }),
        },
      ],
    },
  ];
}

export async function checkLoad(target, { connections, duration }) {
  const server = await startServer({ env: target.env });
  try {
    const admin = await login(server.url, ...DEMO_USERS.admin);
    const manager = await login(server.url, ...DEMO_USERS.manager);
    const employee = await login(server.url, ...DEMO_USERS.employee);
    const store = (await api(server.url, admin.cookie, "GET", "/api/stores")).body[0];
    const positionId = (await api(server.url, admin.cookie, "GET", "/api/positions")).body[0]?.id;
    if (!store || !positionId) throw new Error("the demo data has no store or position");
    // The employee's PATCH needs a preferences row to exist.
    const prefs = await api(server.url, employee.cookie, "GET", `/api/preferences/${employee.user.id}`);
    if (prefs.body === null)
      await api(server.url, employee.cookie, "POST", "/api/preferences", { userId: employee.user.id });

    const runs = groups({ admin, manager, employee, store, positionId }).map((group) =>
      autocannon({
        url: server.url,
        connections: Math.max(1, Math.round(connections * group.share)),
        duration,
        timeout: 10,
        headers: { cookie: group.cookie },
        requests: group.requests,
      }).then((result) => ({ group: group.name, result })),
    );
    const results = await Promise.all(runs);
    const exit = await stopServer(server);

    let total = 0;
    const problems = [];
    for (const { group, result } of results) {
      total += result.requests.total;
      if (result.requests.total === 0) problems.push(`${group}: no request completed`);
      const codes = Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([c, { count }]) => [c, count]),
      );
      const fivexx = Object.entries(codes)
        .filter(([c]) => c >= "500")
        .reduce((n, [, k]) => n + k, 0);
      if (result.errors || result.timeouts || result.non2xx) {
        problems.push(
          `${group}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx (${fivexx} 5xx) ${JSON.stringify(codes)}`,
        );
      }
      console.log(
        `    ${group}: ${result.requests.total} requests, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, statuses ${JSON.stringify(codes)}`,
      );
    }
    if (exit.code !== 0) problems.push(`server exited with ${exit.code ?? exit.signal} after the load`);
    if (total === 0) problems.push("no request completed");
    const detail = `${total} requests at ${connections} connections for ${duration} s (${Math.round(total / duration)} req/s)`;
    return { ok: problems.length === 0, detail, problems, server };
  } finally {
    await stopServer(server);
  }
}
