import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Security headers. The CSP lets the built Vite app run from 'self'; style-src also allows inline
 * styles because Radix positions popovers with style attributes. No inline scripts are allowed.
 */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      "default-src": ["'self'"],
      "script-src": ["'self'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      // Self-hosted installs often run on plain http inside a LAN; do not force https sub-requests.
      "upgrade-insecure-requests": null,
    },
  },
};

interface HeaderChanges {
  set: [string, string | number | readonly string[]][];
  removed: string[];
}

/** What helmet's middleware does to a response, recorded once: it does the same to every response. */
export function recordHelmetHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): HeaderChanges {
  const changes: HeaderChanges = { set: [], removed: [] };
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      changes.set.push([name, value]);
      return response;
    },
    removeHeader(name: string) {
      changes.removed.push(name);
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return changes;
}

/**
 * Sets helmet's headers, with helmet's names and values, on every response. @fastify/helmet builds the
 * helmet middleware (CSP parsing included) again for every request (6 % of the CPU of a cached read); the
 * headers depend on nothing in the request (no CSP nonces), so they are computed once at start-up.
 * tests/api/app.test.ts compares them with what helmet itself sets.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const { set, removed } = recordHelmetHeaders();
  app.addHook("onRequest", (_request, reply, done) => {
    const response = reply.raw;
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
    done();
  });
}
