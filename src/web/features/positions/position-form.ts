import { z } from "zod";
import { POSITION_DEFAULTS, positionSchema, type Position } from "../../../domain/schemas/positions";
import { numberInput, numberInputText, optionalText } from "../../lib/forms";

const fields = positionSchema.shape;

/** The position dialog's fields as its inputs hold them, checked with the domain's field schemas. */
export const positionFormSchema = z.object({
  name: fields.name,
  // An emptied description is cleared on the server (null), not left as it was.
  description: optionalText(fields.description),
  color: fields.color,
  isActive: fields.isActive,
  requiresTrainer: fields.requiresTrainer,
  sortOrder: numberInput(fields.sortOrder, "Enter a whole number from -10000 to 10000"),
});
export type PositionFormValues = z.input<typeof positionFormSchema>;

/** The defaults of docs/product.md, Entities for a new position, or the one being edited. */
export function positionFormValues(position?: Position): PositionFormValues {
  return {
    name: position?.name ?? "",
    description: position?.description ?? "",
    color: position?.color ?? POSITION_DEFAULTS.color,
    isActive: position?.isActive ?? POSITION_DEFAULTS.isActive,
    requiresTrainer: position?.requiresTrainer ?? POSITION_DEFAULTS.requiresTrainer,
    sortOrder: numberInputText(position?.sortOrder ?? POSITION_DEFAULTS.sortOrder),
  };
}

export type PositionCounts = { total: number; active: number; requiringTrainer: number };

/** The three counts above the table (docs/product.md, Screens). */
export function countPositions(
  positions: readonly Pick<Position, "isActive" | "requiresTrainer">[],
): PositionCounts {
  let active = 0;
  let requiringTrainer = 0;
  for (const p of positions) {
    if (p.isActive) active += 1;
    if (p.requiresTrainer) requiringTrainer += 1;
  }
  return { total: positions.length, active, requiringTrainer };
}
