import { pgEnum } from "drizzle-orm/pg-core";
import { ROLES } from "../../../domain/roles";
import { REQUEST_STATUSES } from "../../../domain/schemas/requests";
import { SHIFT_TYPES } from "../../../domain/schemas/preferences";
import { RUN_STATUSES } from "../../../domain/schemas/schedules";
import { DAYS_OF_WEEK } from "../../../domain/time";

// Enum values come from src/domain so the database and the API can never disagree.
export const globalRoleEnum = pgEnum("global_role", ROLES);
export const dayOfWeekEnum = pgEnum("day_of_week", DAYS_OF_WEEK);
export const shiftTypeEnum = pgEnum("shift_type", SHIFT_TYPES);
export const requestStatusEnum = pgEnum("request_status", REQUEST_STATUSES);
export const scheduleStatusEnum = pgEnum("schedule_status", ["DRAFT", "PUBLISHED"]);
export const shiftSourceEnum = pgEnum("shift_source", ["ENGINE", "MANUAL"]);
export const runStatusEnum = pgEnum("run_status", RUN_STATUSES);
