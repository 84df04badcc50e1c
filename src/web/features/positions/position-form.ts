import {
  POSITION_DEFAULTS,
  positionCreateSchema,
  type Position,
  type PositionCreate,
} from "../../../domain/schemas/positions";

export type PositionFormValues = {
  name: string;
  description: string;
  color: string;
  isActive: boolean;
  requiresTrainer: boolean;
  sortOrder: string;
};
export type PositionFormErrors = Partial<Record<keyof PositionFormValues, string>>;

/** SPEC §3 defaults for a new position, or the one being edited. */
export function positionFormValues(position?: Position): PositionFormValues {
  return {
    name: position?.name ?? "",
    description: position?.description ?? "",
    color: position?.color ?? POSITION_DEFAULTS.color,
    isActive: position?.isActive ?? POSITION_DEFAULTS.isActive,
    requiresTrainer: position?.requiresTrainer ?? POSITION_DEFAULTS.requiresTrainer,
    sortOrder: String(position?.sortOrder ?? POSITION_DEFAULTS.sortOrder),
  };
}

export function parsePositionForm(
  values: PositionFormValues,
): { ok: true; payload: PositionCreate } | { ok: false; errors: PositionFormErrors } {
  const description = values.description.trim();
  const parsed = positionCreateSchema.safeParse({
    ...values,
    name: values.name.trim(),
    // An emptied description is cleared on the server, not left as it was.
    description: description === "" ? null : description,
    sortOrder: values.sortOrder.trim() === "" ? Number.NaN : Number(values.sortOrder),
  });
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: PositionFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof PositionFormValues;
    errors[field] ??= field === "sortOrder" ? "Enter a whole number" : issue.message;
  }
  return { ok: false, errors };
}

export type PositionCounts = { total: number; active: number; requiringTrainer: number };

/** The three counts above the table (SPEC §2). */
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
