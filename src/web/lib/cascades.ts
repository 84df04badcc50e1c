import { useQueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * Deleting a store, position or employee deletes more in the database (ON DELETE CASCADE, and SET NULL on
 * references kept): the screens showing those rows must refetch too, not only the list the row left.
 *
 * Two tables, both checked against the database's own foreign keys by tests/api/web-cascades.test.ts:
 * what each delete reaches, and which queries (by the first element of their key: every
 * `queryOptions` of a resource starts with it) show each table.
 */
export const DELETE_REACHES = {
  stores: [
    "stores",
    "staffing_templates",
    "schedules",
    "shifts",
    "swap_requests",
    "employee_stores",
    "schedule_runs",
    "open_shift_requests",
    "labor_targets",
    "labor_standards",
    "sales_history",
    "staffing_weeks",
    "staffing_week_needs",
    "time_entries",
    "time_entry_edits",
    "kiosk_attempts",
    "change_consents",
    "fair_workweek_records",
  ],
  positions: [
    "positions",
    "employee_positions",
    "staffing_templates",
    "labor_targets",
    "labor_standards",
    "staffing_week_needs",
    "time_entries",
    "time_entry_edits",
  ],
  users: [
    "users",
    "availability_windows",
    "employee_positions",
    "preferences",
    "sessions",
    "time_off_requests",
    "swap_requests",
    "shifts",
    "employee_stores",
    "schedule_runs",
    "open_shift_requests",
    "notifications",
    "calendar_feeds",
    "helpdesk_tickets",
    "helpdesk_events",
    "group_runs",
    "time_entries",
    "time_entry_edits",
    "kiosk_attempts",
    "late_notices",
    "push_subscriptions",
    "notification_preferences",
    "mail_outbox",
    "auth_tokens",
    "change_consents",
    "fair_workweek_records",
    "good_faith_estimates",
    "open_shift_announcements",
  ],
} as const satisfies Record<string, readonly string[]>;

export type DeletableTable = keyof typeof DELETE_REACHES;

/** Query-key roots showing each table's rows (empty: no screen reads that table yet). */
export const TABLE_QUERY_ROOTS: Record<string, readonly string[]> = {
  stores: ["stores"],
  positions: ["positions"],
  users: ["employees", "auth", "admin-users"],
  employee_positions: ["employees"],
  staffing_templates: ["staffing-templates"],
  // The staffing editor reads a week's own needs under the templates' root (features/staffing/api.ts), the
  // Forecast tab under "demand" (features/staffing/demand/api.ts); a run reads them (schedules, figures).
  staffing_weeks: ["staffing-templates", "demand", "schedules", "figures"],
  staffing_week_needs: ["staffing-templates", "demand", "schedules", "figures"],
  // Read by the demand tabs (forecast, labor standards): every key of theirs starts with "demand".
  labor_standards: ["demand"],
  sales_history: ["demand"],
  availability_windows: ["availability", "schedule-staff"],
  preferences: ["preferences"],
  time_off_requests: ["requests", "schedule-staff"],
  swap_requests: ["requests"],
  schedules: ["schedules", "figures"],
  shifts: ["schedules", "shifts", "me", "figures"],
  open_shift_requests: ["requests", "me"],
  notifications: ["notifications"],
  calendar_feeds: ["me"],
  sessions: [],
  // Read by the browser's push manager, not by a query.
  push_subscriptions: [],
  employee_stores: ["employees", "schedule-staff"],
  labor_targets: ["labor-targets", "figures"],
  schedule_runs: ["schedules", "schedule-runs", "group-runs"],
  group_runs: ["group-runs"],
  helpdesk_tickets: ["helpdesk"],
  helpdesk_events: ["helpdesk"],
  // Failed PINs and late notices show nowhere.
  // The time clock and timesheets: my clock and entries (under "me"), a store's kiosk list, the timesheet,
  // and the actual figures beside schedules and reports.
  time_entries: ["timesheets", "me", "kiosk", "figures", "schedules"],
  time_entry_edits: ["timesheets"],
  kiosk_attempts: [],
  late_notices: [],
  notification_preferences: ["notification-settings"],
  // Never shown: email waiting to be sent, and password links.
  mail_outbox: [],
  auth_tokens: [],
  // Who was told of which open shift (the sweep's own record; the notification itself is under notifications).
  open_shift_announcements: [],
  // Fair Workweek: consents on Requests and in the publish dialog; records are downloaded, not cached.
  change_consents: ["requests", "schedules"],
  fair_workweek_records: ["schedules"],
  good_faith_estimates: ["employees"],
};

/** The query keys to refetch after deleting a row of `table`. */
export function queriesReachedByDelete(table: DeletableTable): QueryKey[] {
  const roots = new Set(DELETE_REACHES[table].flatMap((t) => TABLE_QUERY_ROOTS[t] ?? []));
  return [...roots].map((root) => [root]);
}

/** For a delete mutation's onSuccess: refetch everything the database's cascade touched. */
export function useRefreshAfterDelete(table: DeletableTable): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      queriesReachedByDelete(table).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
}
