import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Background work that shares the request thread (the open-shift sweep's trials, docs/decisions/083) gives
 * way to requests: between its slices it waits while any request of this process is being answered. On
 * PGlite the database runs on this thread too, so a slice taken between two steps of a request (each query
 * is an await) delays the request by that much, once per step.
 */
const answering = new WeakSet<FastifyRequest>();
let count = 0;

const finish = async (request: FastifyRequest) => {
  if (answering.delete(request)) count -= 1;
};

/** Counts this app's requests from their arrival to their answer or abort. */
export function trackRequests(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    answering.add(request);
    count += 1;
  });
  app.addHook("onResponse", finish);
  app.addHook("onRequestAbort", finish);
}

/** The longest one turn waits for requests: background work is slowed by a busy server, never stopped. */
const MAX_WAIT_MS = 250;

/** Between slices of background work: waits while requests are answered (at most MAX_WAIT_MS), then a turn. */
export async function backgroundTurn(): Promise<void> {
  const until = Date.now() + MAX_WAIT_MS;
  while (count > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
  await new Promise((resolve) => setImmediate(resolve));
}
