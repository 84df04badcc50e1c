import { Server as NetServer } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** Shutdown has begun: /api/health answers 503 and every answer carries `Connection: close`. */
    isDraining(): boolean;
    /** Stops taking connections and waits until the open ones have been answered (at most `maxMs`). */
    drain(maxMs: number): Promise<void>;
  }
}

/** Checks for quiet this often; quiet = nothing in flight and nothing new over QUIET_TICKS checks. */
const TICK_MS = 25;
const QUIET_TICKS = 3;

/**
 * Graceful shutdown, first half. Fastify's close (server.close) also closes every keep-alive connection
 * that looks idle, and a connection whose request still sits unread in the socket buffer looks idle: when
 * the event loop is busy (PGlite runs its queries on it) the client then gets a reset for a request it
 * has already sent. So main.ts drains first: the listener stops taking new connections while the open
 * ones stay; every answer carries `Connection: close`, so clients hang up once answered; and the drain
 * ends when no request is in flight and none has arrived for a few event-loop turns. Between two timer
 * ticks the loop always polls its sockets, so a request already sent has been read by then.
 */
export const drain = fp(async (app: FastifyInstance) => {
  let draining = false;
  let inFlight = 0;
  let arrived = 0;
  app.server.on("request", (_request, response) => {
    inFlight++;
    arrived++;
    response.once("close", () => inFlight--);
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (draining) reply.header("connection", "close");
    done(null, payload);
  });

  app.decorate("isDraining", () => draining);
  app.decorate("drain", (maxMs: number) => {
    draining = true;
    // net.Server's close, not http.Server's: stop listening but keep the open connections, idle or not.
    if (app.server.listening) NetServer.prototype.close.call(app.server);
    return new Promise<void>((resolve) => {
      const deadline = performance.now() + maxMs;
      let seen = arrived;
      let quietTicks = 0;
      const timer = setInterval(() => {
        quietTicks = inFlight === 0 && arrived === seen ? quietTicks + 1 : 0;
        seen = arrived;
        if (quietTicks >= QUIET_TICKS || performance.now() > deadline) {
          clearInterval(timer);
          resolve();
        }
      }, TICK_MS);
    });
  });
});
