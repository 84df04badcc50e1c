import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { WeekInputsMemory } from "./week-inputs";

declare module "fastify" {
  interface FastifyRequest {
    /** The tenant whose week inputs this write dropped (and stores nothing for until it is answered). */
    weekInputsWrite: number | null;
  }
}

/**
 * Registered after plugins/authenticate.ts: every signed-in write but those whose route declares
 * `keepsWeekInputs` (the schedule routes: they change schedules, shifts and runs only) drops the
 * tenant's kept week inputs before its handler runs and again once it has answered, so the next shift edit
 * on this instance reviews the week with the change (schedules/week-inputs.ts).
 */
export const weekInputsWrites = fp<{ memory: WeekInputsMemory }>(async (app, { memory }) => {
  app.decorateRequest("weekInputsWrite", null);

  app.addHook("preHandler", async (request: FastifyRequest) => {
    if (request.method === "GET" || request.method === "HEAD" || !request.user) return;
    if (request.routeOptions.config.keepsWeekInputs === true) return;
    request.weekInputsWrite = request.user.tenantId;
    memory.beginWrite(request.user.tenantId);
  });

  const end = async (request: FastifyRequest) => {
    const tenantId = request.weekInputsWrite;
    if (tenantId === null) return;
    request.weekInputsWrite = null;
    memory.endWrite(tenantId);
  };
  app.addHook("onSend", async (request, _reply, payload) => {
    await end(request);
    return payload;
  });
  app.addHook("onResponse", end);
});
