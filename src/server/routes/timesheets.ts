import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema } from "../../domain/schemas/common";
import {
  myTimeEntriesQuerySchema,
  timeEntryCreateSchema,
  timeEntryPatchSchema,
  timeEntrySchema,
  timesheetApprovedSchema,
  timesheetApproveSchema,
  timesheetQuerySchema,
  timesheetSchema,
} from "../../domain/schemas/timesheets";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { approveWeek } from "../timesheets/approve";
import { createEntry, editEntry } from "../timesheets/edit";
import { exportTimesheetCsv } from "../timesheets/export-csv";
import { myTimeEntries } from "../timesheets/mine";
import { remindApprovals } from "../timesheets/reminders";
import { loadTimesheet } from "../timesheets/timesheet";

// Entries change no user, session, week input (shifts, needs, rules) or cached list: those caches stay.
const edit = writePolicy({
  capability: "editTimesheets",
  keepsSessions: true,
  keepsWeekInputs: true,
  keepsLists: true,
});

/** Timesheets: managers read, fix, add and approve time entries; payroll exports approved hours. */
export const timesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/timesheets",
    {
      schema: { querystring: timesheetQuerySchema, response: { 200: timesheetSchema } },
      config: readPolicy({ capability: "viewTimesheets" }),
    },
    async (request) =>
      loadTimesheet(app.db, callerOf(request).tenantId, request.query.storeId, request.query.weekStart),
  );

  app.get(
    "/timesheets/export.csv",
    {
      schema: { querystring: timesheetQuerySchema, response: { 200: z.string().describe("text/csv") } },
      config: readPolicy({ capability: "viewTimesheets" }),
    },
    async (request, reply) => {
      const { storeId, weekStart } = request.query;
      const { csv, fileName } = await exportTimesheetCsv(
        app.db,
        callerOf(request).tenantId,
        storeId,
        weekStart,
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  app.post(
    "/timesheets/approve",
    { schema: { body: timesheetApproveSchema, response: { 200: timesheetApprovedSchema } }, config: edit },
    async (request) => approveWeek(app.db, callerOf(request), request.body, app.now()),
  );

  app.post(
    "/time-entries",
    { schema: { body: timeEntryCreateSchema, response: { 201: timeEntrySchema } }, config: edit },
    async (request, reply) => {
      const entry = await createEntry(app.db, callerOf(request), request.body);
      await remindApprovals(app.db, callerOf(request).tenantId, entry.storeId, app.now());
      return reply.code(201).send(entry);
    },
  );

  app.patch(
    "/time-entries/:id",
    {
      schema: { params: idParamsSchema, body: timeEntryPatchSchema, response: { 200: timeEntrySchema } },
      config: edit,
    },
    async (request) => {
      const entry = await editEntry(app.db, callerOf(request), request.params.id, request.body);
      // An approved entry edited is pending again: the store's managers hear of it.
      if (entry.status === "PENDING")
        await remindApprovals(app.db, callerOf(request).tenantId, entry.storeId, app.now());
      return entry;
    },
  );

  app.get(
    "/me/time-entries",
    { schema: { querystring: myTimeEntriesQuerySchema, response: { 200: z.array(timeEntrySchema) } } },
    async (request) => myTimeEntries(app.db, callerOf(request), request.query.weekStart),
  );
};
