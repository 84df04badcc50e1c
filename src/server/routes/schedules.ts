import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../domain/schemas/common";
import {
  candidatesQuerySchema,
  runCreateSchema,
  scheduleCreateSchema,
  scheduleQuerySchema,
  scheduleUpdateSchema,
  shiftCreateSchema,
  shiftUpdateSchema,
} from "../../domain/schemas/schedules";
import { notFound } from "../errors";
import { callerOf } from "../plugins/authenticate";
import { exportScheduleCsv } from "../services/schedule-export";
import { cancelRun, createRun, readRun } from "../services/schedule-runs";
import {
  createSchedule,
  findScheduleOfWeek,
  listChanges,
  publishSchedule,
  readSchedule,
  setScheduleLocked,
} from "../services/schedules";
import { createShift, deleteShift, listCandidates, updateShift } from "../services/shifts";

const edit = { capability: "editSchedule" } as const;
const publish = { capability: "publishSchedule" } as const;

/** Schedules, shifts and engine runs (DESIGN §6). Reads for everyone show only what was published. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/schedules", { schema: { querystring: scheduleQuerySchema } }, async (request) =>
    findScheduleOfWeek(app.db, callerOf(request), request.query.storeId, request.query.weekStart),
  );

  app.post("/schedules", { schema: { body: scheduleCreateSchema }, config: edit }, async (request, reply) => {
    const schedule = await createSchedule(app.db, callerOf(request), request.body);
    return reply.code(201).send(schedule);
  });

  app.get("/schedules/:id", { schema: { params: idParamsSchema } }, async (request) => {
    const schedule = await readSchedule(app.db, callerOf(request), request.params.id);
    if (!schedule) throw notFound("Schedule");
    return schedule;
  });

  app.patch(
    "/schedules/:id",
    { schema: { params: idParamsSchema, body: scheduleUpdateSchema }, config: edit },
    async (request) => setScheduleLocked(app.db, callerOf(request), request.params.id, request.body.isLocked),
  );

  app.post(
    "/schedules/:id/runs",
    { schema: { params: idParamsSchema, body: runCreateSchema.default({}) }, config: edit },
    async (request, reply) => {
      const run = await createRun(app.db, app.runQueue, callerOf(request), request.params.id, request.body);
      return reply.code(202).send(run);
    },
  );

  app.get("/schedule-runs/:id", { schema: { params: idParamsSchema }, config: edit }, async (request) =>
    readRun(app.db, callerOf(request).tenantId, request.params.id),
  );

  app.post(
    "/schedule-runs/:id/cancel",
    { schema: { params: idParamsSchema }, config: edit },
    async (request) => cancelRun(app.db, callerOf(request).tenantId, request.params.id),
  );

  app.post(
    "/schedules/:id/shifts",
    { schema: { params: idParamsSchema, body: shiftCreateSchema }, config: edit },
    async (request, reply) => {
      const shift = await createShift(app.db, callerOf(request), request.params.id, request.body);
      return reply.code(201).send(shift);
    },
  );

  app.patch(
    "/shifts/:id",
    { schema: { params: idParamsSchema, body: shiftUpdateSchema }, config: edit },
    async (request) => updateShift(app.db, callerOf(request), request.params.id, request.body),
  );

  app.delete("/shifts/:id", { schema: { params: idParamsSchema }, config: edit }, async (request, reply) => {
    await deleteShift(app.db, callerOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.get(
    "/schedules/:id/candidates",
    { schema: { params: idParamsSchema, querystring: candidatesQuerySchema }, config: edit },
    async (request) => listCandidates(app.db, callerOf(request), request.params.id, request.query),
  );

  app.post(
    "/schedules/:id/publish",
    { schema: { params: idParamsSchema }, config: publish },
    async (request) => publishSchedule(app.db, callerOf(request), request.params.id),
  );

  app.get("/schedules/:id/changes", { schema: { params: idParamsSchema }, config: edit }, async (request) =>
    listChanges(app.db, callerOf(request), request.params.id),
  );

  app.get("/schedules/:id/export.csv", { schema: { params: idParamsSchema } }, async (request, reply) => {
    const csv = await exportScheduleCsv(app.db, callerOf(request), request.params.id);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="schedule-${request.params.id}.csv"`)
      .send(csv);
  });
};
