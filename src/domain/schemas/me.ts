import { z } from "zod";
import { dateSchema, whenFieldsValid } from "./common";
import { shiftBreakSchema } from "./schedules";

/**
 * The employee side (docs/api.md, The employee side): my published shifts, open shifts, my calendar address,
 * notifications.
 */

export const myShiftsQuerySchema = z
  .object({ from: dateSchema, to: dateSchema })
  .refine((q) => q.from <= q.to, {
    message: "`to` must not be before `from`",
    path: ["to"],
    ...whenFieldsValid,
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 92 * 86_400_000, {
    message: "At most 92 days at once",
    path: ["to"],
    ...whenFieldsValid,
  });

/** Someone else working the same store and day at an overlapping time. */
export const coworkerSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  positionName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

export const myShiftSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  positionId: z.number().int(),
  positionName: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  breaks: z.array(shiftBreakSchema),
  /** Who else works then (My shifts shows them). */
  coworkers: z.array(coworkerSchema),
});
export type MyShift = z.infer<typeof myShiftSchema>;

/**
 * Why the caller could not take a shift (the first hard rule taking it would break, e.g. "… is not
 * available then"); null when they could. The approval re-checks, also against the weeks around it.
 */
const whyNotField = z.string().nullable();

export const openShiftSchema = myShiftSchema.omit({ coworkers: true }).extend({
  /** The caller already has a pending claim on it. */
  isClaimed: z.boolean(),
  whyNot: whyNotField,
});
export type OpenShift = z.infer<typeof openShiftSchema>;

export const myHoursQuerySchema = z.object({ weekStart: dateSchema });
export const myHoursSchema = z.object({
  weekStart: z.string(),
  scheduledHours: z.number(),
  desiredHours: z.number(),
});
export type MyHours = z.infer<typeof myHoursSchema>;

/**
 * My calendar address: `url` is the feed's path; `webcalUrl` the same feed for calendar apps
 * (webcal://host/…), `googleUrl` Google Calendar's page that subscribes to it.
 */
export const calendarAddressSchema = z.object({
  url: z.string(),
  webcalUrl: z.string(),
  googleUrl: z.string(),
});
export type CalendarAddress = z.infer<typeof calendarAddressSchema>;
export const calendarParamsSchema = z.object({ token: z.string().min(1).max(100) });

export const NOTIFICATION_KINDS = [
  "SCHEDULE_PUBLISHED",
  "SHIFT_CHANGED",
  "REQUEST_DECIDED",
  "REQUEST_WAITING",
  "OPEN_SHIFT",
  "HELPDESK",
  /** The time clock: "You are 10 minutes past your start", and a clock-out forgotten (docs/api.md, Time clock). */
  "CLOCK_LATE",
  "CLOCK_MISSED_OUT",
  /** Fair Workweek: a late change asks the employee to agree, and the asker hears the answer. */
  "CONSENT_ASKED",
  "CONSENT_ANSWERED",
  /** Timesheets: "N entries need approval", to managers. */
  "TIMESHEET_WAITING",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  message: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  /** Older than this id (the previous page's `nextBefore`). */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: z.number().int().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const swapTargetsQuerySchema = z.object({
  shiftId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A coworker's published future shift of the same store and week that mine could be swapped for. */
export const swapTargetSchema = myShiftSchema.omit({ coworkers: true }).extend({
  userId: z.number().int(),
  name: z.string(),
  /** Why this swap would be refused (a rule either person would break); null when it could be approved. */
  whyNot: whyNotField,
});
export type SwapTarget = z.infer<typeof swapTargetSchema>;
