/**
 * What the schedule screens ask of a run and a week's coverage, without zod: the Schedule's first load
 * imports these, and the schemas' module would bring zod and every schema with it (~37 KB compressed,
 * ~40 ms to build the schemas on a phone; issue 32). domain/schemas/schedules.ts re-exports them.
 */

export const RUN_STATUSES = ["QUEUED", "RUNNING", "SUCCEEDED", "FAILED", "CANCELLED"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
/** A run still waiting for an engine or being worked on; one schedule has at most one such run. */
export const ACTIVE_RUN_STATUSES: readonly RunStatus[] = ["QUEUED", "RUNNING"];

export function isActiveRun(status: RunStatus): boolean {
  return ACTIVE_RUN_STATUSES.includes(status);
}

/**
 * A reviewed week whose staffing needs ask for nobody: its coverage "100 %" means nothing to cover, not a
 * week well covered (a run says the same in its summary's `noNeeds`).
 */
export const needsNobody = (coverage: readonly { required: readonly number[] }[]): boolean =>
  coverage.every((c) => c.required.every((n) => n === 0));
