import { z } from "zod";

/** The setup checklist's steps, in the order a new organization takes them (docs/api.md, First day). */
export const SETUP_STEPS = ["STORE", "POSITIONS", "TEAM", "AVAILABILITY", "NEEDS", "SCHEDULE"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const setupStepSchema = z.object({
  step: z.enum(SETUP_STEPS),
  done: z.boolean(),
  /** What the data says, in words ("2 stores", "4 of 6 people have availability"). */
  detail: z.string(),
});
export type SetupStepState = z.infer<typeof setupStepSchema>;

/**
 * GET /api/setup: each step ticked from the organization's data; `complete` once any week was published,
 * after which the Dashboard no longer shows the checklist.
 */
export const setupSchema = z.object({
  steps: z.array(setupStepSchema),
  complete: z.boolean(),
});
export type Setup = z.infer<typeof setupSchema>;
