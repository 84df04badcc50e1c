import { z } from "zod";
import { NOTIFICATION_KINDS, type NotificationKind } from "./me";

export const channelsSchema = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });
export type Channels = z.infer<typeof channelsSchema>;

/**
 * What a person hears by default (docs/decisions/077-email.md): everything in the app; by email and push
 * what is about their own shifts, requests and tickets and the open shifts they could work, but not every
 * request waiting for a decision (approvers see those in the app, where they decide them).
 */
export const DEFAULT_CHANNELS: Record<NotificationKind, Channels> = {
  SCHEDULE_PUBLISHED: { inApp: true, email: true, push: true },
  SHIFT_CHANGED: { inApp: true, email: true, push: true },
  REQUEST_DECIDED: { inApp: true, email: true, push: true },
  REQUEST_WAITING: { inApp: true, email: false, push: true },
  OPEN_SHIFT: { inApp: true, email: true, push: true },
  HELPDESK: { inApp: true, email: true, push: true },
  // The time clock's reminders are for the moment: a push, not a late email.
  CLOCK_LATE: { inApp: true, email: false, push: true },
  CLOCK_MISSED_OUT: { inApp: true, email: true, push: true },
  CONSENT_ASKED: { inApp: true, email: true, push: true },
  CONSENT_ANSWERED: { inApp: true, email: false, push: true },
  TIMESHEET_WAITING: { inApp: true, email: false, push: false },
};

/** Words a restaurant manager uses for each kind (the settings screen and the unsubscribe page). */
export const KIND_LABELS: Record<NotificationKind, string> = {
  SCHEDULE_PUBLISHED: "A week's schedule is published",
  SHIFT_CHANGED: "My shift changed after publishing",
  REQUEST_DECIDED: "My request was decided",
  REQUEST_WAITING: "A request is waiting for me",
  OPEN_SHIFT: "An open shift I could work",
  HELPDESK: "Helpdesk replies",
  CLOCK_LATE: "I have not clocked in for my shift",
  CLOCK_MISSED_OUT: "A clock-out was forgotten",
  CONSENT_ASKED: "A change to my shifts needs my agreement",
  CONSENT_ANSWERED: "Someone answered a change I asked them to agree to",
  TIMESHEET_WAITING: "Time entries are waiting for my approval",
};

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const notificationSettingSchema = channelsSchema.extend({ kind: notificationKindSchema });
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

export const notificationSettingsSchema = z.object({
  /** Whether this server sends email at all (SMTP_URL set). */
  emailAvailable: z.boolean(),
  /** The caller has an email address to send to. */
  hasEmail: z.boolean(),
  settings: z.array(notificationSettingSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsUpdateSchema = z.object({
  settings: z
    .array(notificationSettingSchema)
    .min(1)
    .max(NOTIFICATION_KINDS.length)
    .refine((list) => new Set(list.map((s) => s.kind)).size === list.length, {
      message: "Each kind at most once",
    }),
});
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

export const unsubscribeSchema = z.object({ token: z.string().min(10).max(300) });
export const unsubscribedSchema = z.object({ kind: notificationKindSchema, label: z.string() });
