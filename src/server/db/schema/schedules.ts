import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type {
  Metrics,
  PositionCoverage,
  PublishedShift,
  ScheduleWarning,
  ShiftBreak,
  ShiftExplanation,
} from "../../../domain/schemas/schedules";
import { runStatusEnum, scheduleStatusEnum, shiftSourceEnum } from "./enums";
import { organizations } from "./organizations";
import { positions } from "./positions";
import { stores } from "./stores";
import { users } from "./users";

/** One week of one store (docs/api.md, Schedules). */
export const schedules = pgTable(
  "schedules",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    weekStartDate: date({ mode: "string" }).notNull(),
    status: scheduleStatusEnum().notNull().default("DRAFT"),
    isLocked: boolean().notNull().default(false),
    /**
     * Grows by one on every change of the schedule or its shifts (optimistic concurrency,
     * docs/api.md, Schedules).
     */
    version: integer().notNull().default(1),
    publishedAt: timestamp({ withTimezone: true }),
    publishedVersion: integer(),
    /** The shifts exactly as last published: what employees see until the next publish. */
    publishedShifts: jsonb().$type<PublishedShift[]>(),
    /** The coverage as last published, beside `publishedShifts`. */
    publishedCoverage: jsonb().$type<PositionCoverage[]>(),
    /** The checker's warnings, coverage and figures, recomputed together after every change. */
    warnings: jsonb().$type<ScheduleWarning[]>().notNull().default([]),
    coverage: jsonb().$type<PositionCoverage[]>(),
    metrics: jsonb().$type<Metrics>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("schedules_store_week_key").on(t.storeId, t.weekStartDate),
    index("schedules_tenant_idx").on(t.tenantId),
  ],
);

/**
 * A shift of a schedule. `userId` null = an open shift. Deleting the person leaves the shift open (the
 * schedule's history stays); a position cannot be deleted while shifts use it (deactivate it instead).
 */
export const shifts = pgTable(
  "shifts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    scheduleId: integer()
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    positionId: integer()
      .notNull()
      .references(() => positions.id, { onDelete: "restrict" }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    date: date({ mode: "string" }).notNull(),
    // "HH:MM"; an end at or before the start is the next day ("18:00"-"02:00"), "24:00" midnight of the
    // same day. An end equal to the start would be 24 hours, over the 16-hour limit.
    startTime: text().notNull(),
    endTime: text().notNull(),
    /** Breaks as intervals inside the shift: [{start, end, kind: "MEAL" | "REST"}]. */
    breaks: jsonb().$type<ShiftBreak[]>().notNull().default([]),
    isLocked: boolean().notNull().default(false),
    source: shiftSourceEnum().notNull().default("MANUAL"),
    /** Why the engine chose this person (engine shifts only). */
    explanation: jsonb().$type<ShiftExplanation>(),
  },
  (t) => [
    index("shifts_tenant_idx").on(t.tenantId),
    index("shifts_schedule_idx").on(t.scheduleId),
    index("shifts_user_idx").on(t.userId),
    index("shifts_position_idx").on(t.positionId),
    check("shifts_range_check", sql`${t.startTime} <> ${t.endTime}`),
  ],
);

/**
 * One "Run all stores" of a week (docs/decisions/074-group-run.md): its stores' runs are schedule_runs rows
 * that name it, so each still shows on its own Schedule page.
 */
export const groupRuns = pgTable(
  "group_runs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    weekStartDate: date({ mode: "string" }).notNull(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("group_runs_tenant_idx").on(t.tenantId, t.id)],
);

/**
 * One engine run of a schedule (docs/api.md, Schedules); the job itself lives in the queue
 * (docs/decisions/050).
 */
export const scheduleRuns = pgTable(
  "schedule_runs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    scheduleId: integer()
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    status: runStatusEnum().notNull().default("QUEUED"),
    progress: real().notNull().default(0),
    seed: integer().notNull().default(1),
    timeLimitSeconds: integer().notNull().default(20),
    /** The schedule's version when the run read it; the result applies only if nothing changed since. */
    baseVersion: integer(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    /** Set by the instance running it every few seconds; a stale one means that instance died. */
    heartbeatAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    metrics: jsonb().$type<Metrics>(),
    /** Coverage and shift figures before and after, for the run's summary. */
    // `noNeeds` is missing on runs recorded before it was (read as false).
    summary: jsonb().$type<{
      coverageBefore: number | null;
      shiftsChanged: number;
      noNeeds?: boolean;
      needHours?: number;
      wantHours?: number;
      openHours?: number;
    }>(),
    error: text(),
    /** The group run this run is one store of (null: a run started on its own). */
    groupRunId: integer().references(() => groupRuns.id, { onDelete: "set null" }),
    /**
     * Runs of the same group that must finish (any way) before this one is queued: the stores sharing
     * people with this one that come before it (docs/decisions/074-group-run.md).
     */
    waitsFor: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** When it was handed to the queue; null while a group run waits for the runs in `waitsFor`. */
    enqueuedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("schedule_runs_tenant_idx").on(t.tenantId),
    index("schedule_runs_group_idx").on(t.groupRunId),
    index("schedule_runs_schedule_idx").on(t.scheduleId),
    index("schedule_runs_status_idx").on(t.status),
  ],
);
