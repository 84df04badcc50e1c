import { z } from "zod";
import { MAX_RUN_SECONDS, mondaySchema, runSchema, scheduleSchema } from "./schedules";

// "Run all stores": one engine run per store of a week, in an order that never double-books a person who
// works at several of them (docs/api.md, Group runs; docs/decisions/074-group-run.md).

/** Chosen stores: none twice, at least one; at most this many in one group. */
export const MAX_GROUP_STORES = 5_000;

const storeIdsSchema = z
  .array(z.number().int().positive().max(2_147_483_647))
  .min(1, "Choose at least one store")
  .max(MAX_GROUP_STORES)
  .refine((ids) => new Set(ids).size === ids.length, { message: "A store is listed twice" });

export const groupRunCreateSchema = z.object({
  weekStartDate: mondaySchema,
  /** Left out: every store of the organization. */
  storeIds: storeIdsSchema.optional(),
  timeLimitSeconds: z.number().int().min(1).max(MAX_RUN_SECONDS).optional(),
});
export type GroupRunCreate = z.infer<typeof groupRunCreateSchema>;

export const groupRunStoreSchema = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  scheduleId: z.number().int(),
  /** The stores sharing people with this one whose runs finish before this one starts. */
  waitsFor: z.array(z.number().int()),
  /** The week's shifts as they are now (the run's result once it succeeded). */
  shiftCount: z.number().int(),
  run: runSchema,
});
export type GroupRunStore = z.infer<typeof groupRunStoreSchema>;

export const groupRunSchema = z.object({
  id: z.number().int(),
  weekStartDate: z.string(),
  createdAt: z.string(),
  /** True while any of its runs is queued or running. */
  isActive: z.boolean(),
  stores: z.array(groupRunStoreSchema),
});
export type GroupRun = z.infer<typeof groupRunSchema>;

export const groupPublishSchema = z.object({ storeIds: storeIdsSchema });

export const groupPublishedSchema = z.object({
  published: z.array(
    scheduleSchema.pick({ id: true, storeId: true, weekStartDate: true, publishedVersion: true }),
  ),
});
export type GroupPublished = z.infer<typeof groupPublishedSchema>;
