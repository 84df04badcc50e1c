// One autocannon measurement against 127.0.0.1, reduced to the figures the benchmark reports.
import autocannon from "autocannon";

/**
 * Runs `connections` keep-alive connections for `duration` seconds. `request` is
 * `{ method, path, headers, body?, nextBody? }`; `nextBody()` (for writes) gives each request its body.
 */
export async function measure(baseUrl, request, { connections, duration }) {
  const { method = "GET", path, headers = {}, nextBody } = request;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    timeout: 10,
    requests: [
      {
        method,
        path,
        headers: nextBody ? { ...headers, "content-type": "application/json" } : headers,
        ...(nextBody ? { setupRequest: (req) => ({ ...req, body: JSON.stringify(nextBody()) }) } : {}),
      },
    ],
  });
  const total = result.requests.total;
  return {
    requestsPerSecond: round(total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
  };
}

export const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
