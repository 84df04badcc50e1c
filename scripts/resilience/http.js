// A small keep-alive HTTP client that records, for every request, when it was sent and how it ended:
// a status code, or the socket error (ECONNRESET, ECONNREFUSED, …) if no complete response came back.
import http from "node:http";

export function createClient(baseUrl, { maxSockets = 50 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const url = new URL(baseUrl);
  function request(method, path, { cookie, body } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    // sentAt: when the whole request was handed to the kernel (the "finish" event), not when it was queued.
    const record = { method, path, sentAt: Infinity, endedAt: 0, status: 0, error: null, body: null };
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(payload
              ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
              : {}),
          },
          timeout: 15_000,
        },
        (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () => {
            record.status = res.statusCode ?? 0;
            record.endedAt = performance.now();
            record.body = Buffer.concat(chunks).toString();
            resolve(record);
          });
          res.on("error", (e) => finish(e));
          res.on("aborted", () => finish(Object.assign(new Error("response aborted"), { code: "ABORTED" })));
        },
      );
      const finish = (error) => {
        if (record.endedAt) return;
        record.error = error.code ?? error.message;
        record.endedAt = performance.now();
        resolve(record);
      };
      req.on("finish", () => (record.sentAt = performance.now()));
      req.on("socket", (socket) => {
        record.reused = !socket.connecting;
        if (socket.connecting) socket.once("connect", () => (record.connectedAt = performance.now()));
      });
      req.on("error", finish);
      req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
      req.end(payload);
    });
  }
  return { request, close: () => agent.destroy() };
}
