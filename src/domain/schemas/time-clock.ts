import { z } from "zod";
import { PUNCH_ACTIONS } from "../time-clock/punches";
import { idSchema } from "./common";

/** Punching from the person's own phone or browser, and from a store kiosk (docs/api.md, Time clock). */

export const punchActionSchema = z.enum(PUNCH_ACTIONS);

/** The browser's fix at the moment of the punch (navigator.geolocation), never tracked between punches. */
export const punchLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracyM: z.number().min(0).max(100_000).nullable().optional(),
});

export const myPunchSchema = z.object({
  action: punchActionSchema,
  location: punchLocationSchema.nullable().optional(),
  /** The store of an unscheduled clock-in, when the person works at several (else their only store). */
  storeId: idSchema.optional(),
});
export type MyPunch = z.infer<typeof myPunchSchema>;

const clockShiftSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  positionName: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** The store has a place: the browser asks for the location at a clock-in there. */
  asksLocation: z.boolean(),
});
export type ClockShiftView = z.infer<typeof clockShiftSchema>;

export const openEntrySchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  clockIn: z.string(),
  breaks: z.array(z.object({ start: z.string(), end: z.string().nullable() })),
  flags: z.array(z.string()),
  isOnBreak: z.boolean(),
});

/** What the clock shows a person now. */
export const clockStateSchema = z.object({
  entry: openEntrySchema.nullable(),
  /** The shift the open entry works; when clocked out, the shift a clock-in now would work or the next. */
  shift: clockShiftSchema.nullable(),
  /** When clocked out and too early for the next shift: the store's wall time they may clock in from. */
  clockInFrom: z.string().nullable(),
  actions: z.array(punchActionSchema),
  /** Stores the person may clock in at unscheduled (their stores). */
  stores: z.array(z.object({ id: z.number().int(), name: z.string(), asksLocation: z.boolean() })),
  serverTime: z.string(),
});
export type ClockState = z.infer<typeof clockStateSchema>;

/** A personal kiosk PIN: 4 to 6 digits. */
export const pinSchema = z.string().regex(/^\d{4,6}$/, "A PIN is 4 to 6 digits");
export const clockPinSchema = z.object({ pin: pinSchema });

export const kioskParamsSchema = z.object({ token: z.string().min(20).max(100) });

export const kioskPersonSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** Today's shift at this store ("09:00-17:00"), null when not scheduled today. */
  shiftToday: z.string().nullable(),
  hasPin: z.boolean(),
  actions: z.array(punchActionSchema),
});
export const kioskSchema = z.object({
  storeName: z.string(),
  people: z.array(kioskPersonSchema),
});
export type Kiosk = z.infer<typeof kioskSchema>;

export const kioskPunchSchema = z.object({ userId: idSchema, pin: pinSchema, action: punchActionSchema });

export const punchResultSchema = z.object({
  action: punchActionSchema,
  at: z.string(),
  name: z.string(),
  flags: z.array(z.string()),
  message: z.string(),
});
export type PunchResult = z.infer<typeof punchResultSchema>;

/** A store's time clock settings, for those who manage stores. */
export const storeClockSchema = z.object({
  storeId: z.number().int(),
  /** The kiosk's address path (/kiosk/<token>), null when the store has no kiosk. */
  kioskPath: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  clockRadiusM: z.number().int(),
  requireLocation: z.boolean(),
});
export type StoreClock = z.infer<typeof storeClockSchema>;

export const storeClockUpdateSchema = z
  .object({
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    clockRadiusM: z.number().int().min(10, "At least 10 m").max(100_000),
    requireLocation: z.boolean(),
  })
  .partial()
  .refine((p) => (p.latitude === undefined) === (p.longitude === undefined), {
    message: "Give latitude and longitude together",
    path: ["latitude"],
  })
  .refine((p) => (p.latitude === null) === (p.longitude === null), {
    message: "Give latitude and longitude together",
    path: ["latitude"],
  });
export type StoreClockUpdate = z.infer<typeof storeClockUpdateSchema>;
