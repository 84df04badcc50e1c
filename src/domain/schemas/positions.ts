import { z } from "zod";
import { hexColorSchema, nameSchema } from "./common";

export const POSITION_DEFAULTS = {
  color: "#3b82f6",
  isActive: true,
  requiresTrainer: false,
  sortOrder: 0,
} as const;

const positionFields = {
  name: nameSchema,
  description: z.string().trim().max(500).nullable(),
  color: hexColorSchema,
  isActive: z.boolean(),
  requiresTrainer: z.boolean(),
  sortOrder: z.number().int().min(-10_000).max(10_000),
};

export const positionSchema = z.object({ id: z.number().int(), ...positionFields });
export type Position = z.infer<typeof positionSchema>;

export const positionCreateSchema = z.object({
  ...positionFields,
  description: positionFields.description.optional(),
  color: positionFields.color.default(POSITION_DEFAULTS.color),
  isActive: positionFields.isActive.default(POSITION_DEFAULTS.isActive),
  requiresTrainer: positionFields.requiresTrainer.default(POSITION_DEFAULTS.requiresTrainer),
  sortOrder: positionFields.sortOrder.default(POSITION_DEFAULTS.sortOrder),
});
export type PositionCreate = z.infer<typeof positionCreateSchema>;

export const positionUpdateSchema = z.object(positionFields).partial();
export type PositionUpdate = z.infer<typeof positionUpdateSchema>;
