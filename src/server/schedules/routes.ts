import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema, noContentSchema } from "../../domain/schemas/common";
import {
  candidateSchema,
  candidatesQuerySchema,
  fixProposalSchema,
  fixUnderstaffedQuerySchema,
  runSchema,
  scheduleChangeSchema,
  scheduleSchema,
  shiftSchema,
  runCreateSchema,
  scheduleCreateSchema,
  scheduleQuerySchema,
  scheduleUpdateSchema,
  publishNoticeSchema,
  shiftCreateSchema,
  shiftDeleteQuerySchema,
  shiftUpdateSchema,
  weekStaffSchema,
} from "../../domain/schemas/schedules";
import { notFound } from "../errors";
import { callerOf } from "../plugins/authenticate";
import { sendCachedJson } from "../plugins/cached-json";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { exportScheduleCsv } from "./export-csv";
import { cancelRun, createRun, readRun } from "./runs";
import { releaseAfterCancel } from "./group-release";
import { listWeekStaff } from "./week-staff";
import { readScheduleJson } from "./schedule-json";
import { listChanges, publishNotice, publishSchedule } from "./publish";
import { discardChanges } from "./discard";
import { createSchedule, setScheduleLocked } from "./service";
import { listCandidates } from "./candidates";
import { proposeFix } from "./fix-understaffed";
import { createShift, deleteShift, updateShift } from "./shifts";

// Writes here change schedules, shifts and runs only, never a week's inputs (schedules/week-inputs-writes.ts).
const edit = writePolicy({ capability: "editSchedule", keepsWeekInputs: true });
const view = readPolicy({ capability: "editSchedule" });

/** `If-Match: <version>` (optional): the schedule version the client is editing; 409 if it moved on. */
function expectedVersionOf(request: FastifyRequest): number | undefined {
  const header = request.headers["if-match"];
  const value = Array.isArray(header) ? header[0] : header;
  const n = Number(value?.replace(/"/g, ""));
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The schedule's version after a shift change, so the client keeps editing the version it now has. */
const VERSION_HEADER = "x-schedule-version";
const publish = writePolicy({ capability: "publishSchedule", keepsWeekInputs: true });

/**
 * Schedules, shifts and engine runs (docs/api.md, Schedules). Reads for everyone show only what was
 * published.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both reads answer the text readScheduleJson made with the response schema (kept while unchanged).
  app.get(
    "/schedules",
    { schema: { querystring: scheduleQuerySchema, response: { 200: scheduleSchema.nullable() } } },
    async (request, reply) => {
      const { storeId, weekStart } = request.query;
      const body = await readScheduleJson(app.db, app.listCache, callerOf(request), { storeId, weekStart });
      return sendCachedJson(request, reply, body ?? "null");
    },
  );

  app.post(
    "/schedules",
    { schema: { body: scheduleCreateSchema, response: { 201: scheduleSchema } }, config: edit },
    async (request, reply) => {
      const schedule = await createSchedule(app.db, callerOf(request), request.body);
      return reply.code(201).send(schedule);
    },
  );

  app.get(
    "/schedules/:id",
    { schema: { params: idParamsSchema, response: { 200: scheduleSchema } } },
    async (request, reply) => {
      const body = await readScheduleJson(app.db, app.listCache, callerOf(request), {
        id: request.params.id,
      });
      if (body === null) throw notFound("Schedule");
      return sendCachedJson(request, reply, body);
    },
  );

  app.patch(
    "/schedules/:id",
    {
      schema: { params: idParamsSchema, body: scheduleUpdateSchema, response: { 200: scheduleSchema } },
      config: edit,
    },
    async (request) => setScheduleLocked(app.db, callerOf(request), request.params.id, request.body.isLocked),
  );

  app.post(
    "/schedules/:id/runs",
    {
      schema: { params: idParamsSchema, body: runCreateSchema.default({}), response: { 202: runSchema } },
      config: edit,
    },
    async (request, reply) => {
      const run = await createRun(app.db, app.runQueue, callerOf(request), request.params.id, request.body);
      return reply.code(202).send(run);
    },
  );

  app.get(
    "/schedule-runs/:id",
    { schema: { params: idParamsSchema, response: { 200: runSchema } }, config: view },
    async (request) => readRun(app.db, callerOf(request).tenantId, request.params.id),
  );

  app.post(
    "/schedule-runs/:id/cancel",
    { schema: { params: idParamsSchema, response: { 200: runSchema } }, config: edit },
    async (request) => {
      const { tenantId } = callerOf(request);
      const run = await cancelRun(app.db, tenantId, request.params.id);
      await releaseAfterCancel(app.db, app.runQueue, tenantId, run.id, request.log);
      return run;
    },
  );

  app.post(
    "/schedules/:id/shifts",
    {
      schema: { params: idParamsSchema, body: shiftCreateSchema, response: { 201: shiftSchema } },
      config: edit,
    },
    async (request, reply) => {
      const { shift, version } = await createShift(app.db, callerOf(request), {
        scheduleId: request.params.id,
        shift: request.body,
        expectedVersion: expectedVersionOf(request),
        inputs: app.weekInputs,
        now: app.now(),
      });
      return reply.code(201).header(VERSION_HEADER, String(version)).send(shift);
    },
  );

  app.patch(
    "/shifts/:id",
    {
      schema: { params: idParamsSchema, body: shiftUpdateSchema, response: { 200: shiftSchema } },
      config: edit,
    },
    async (request, reply) => {
      const { shift, version } = await updateShift(app.db, callerOf(request), {
        shiftId: request.params.id,
        patch: request.body,
        expectedVersion: expectedVersionOf(request),
        inputs: app.weekInputs,
        now: app.now(),
      });
      return reply.header(VERSION_HEADER, String(version)).send(shift);
    },
  );

  app.delete(
    "/shifts/:id",
    {
      schema: {
        params: idParamsSchema,
        querystring: shiftDeleteQuerySchema,
        response: { 204: noContentSchema },
      },
      config: edit,
    },
    async (request, reply) => {
      const { version } = await deleteShift(app.db, callerOf(request), {
        shiftId: request.params.id,
        expectedVersion: expectedVersionOf(request),
        inputs: app.weekInputs,
        now: app.now(),
        confirmPast: request.query.confirmPast,
      });
      return reply.code(204).header(VERSION_HEADER, String(version)).send(null);
    },
  );

  app.get(
    "/schedules/:id/candidates",
    {
      schema: {
        params: idParamsSchema,
        querystring: candidatesQuerySchema,
        response: { 200: z.array(candidateSchema) },
      },
      config: view,
    },
    async (request) =>
      listCandidates(app.db, callerOf(request), {
        scheduleId: request.params.id,
        slot: request.query,
        inputs: app.weekInputs,
      }),
  );

  app.get(
    "/schedules/:id/fix-understaffed",
    {
      schema: {
        params: idParamsSchema,
        querystring: fixUnderstaffedQuerySchema,
        response: { 200: fixProposalSchema },
      },
      config: view,
    },
    async (request) =>
      proposeFix(app.db, callerOf(request), {
        scheduleId: request.params.id,
        gap: request.query,
        inputs: app.weekInputs,
      }),
  );

  app.get(
    "/schedules/:id/staff",
    { schema: { params: idParamsSchema, response: { 200: z.array(weekStaffSchema) } }, config: view },
    async (request) => listWeekStaff(app.db, callerOf(request), request.params.id),
  );

  app.post(
    "/schedules/:id/publish",
    { schema: { params: idParamsSchema, response: { 200: scheduleSchema } }, config: publish },
    async (request) => publishSchedule(app.db, callerOf(request), request.params.id, app.now()),
  );

  app.get(
    "/schedules/:id/changes",
    { schema: { params: idParamsSchema, response: { 200: z.array(scheduleChangeSchema) } }, config: view },
    async (request) => listChanges(app.db, callerOf(request), request.params.id, app.now()),
  );

  app.get(
    "/schedules/:id/publish-notice",
    { schema: { params: idParamsSchema, response: { 200: publishNoticeSchema } }, config: view },
    async (request) => publishNotice(app.db, callerOf(request), request.params.id, app.now()),
  );

  // Like publish: it sets what employees' week is, so it needs the schedule's edit right and a free week.
  app.post(
    "/schedules/:id/discard",
    { schema: { params: idParamsSchema, response: { 200: scheduleSchema } }, config: edit },
    async (request) =>
      discardChanges(app.db, callerOf(request), request.params.id, expectedVersionOf(request)),
  );

  app.get(
    "/schedules/:id/export.csv",
    { schema: { params: idParamsSchema, response: { 200: z.string().describe("text/csv") } } },
    async (request, reply) => {
      const { csv, fileName } = await exportScheduleCsv(app.db, callerOf(request), request.params.id);
      // The store and week (docs/api.md, Schedules); fileNamePart keeps it to [a-z0-9-], nothing to quote.
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
};
