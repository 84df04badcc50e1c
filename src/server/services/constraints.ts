import { and, asc, eq, sql } from "drizzle-orm";
import type { ConstraintProfileCreate, ConstraintProfileUpdate } from "../../domain/schemas/constraints";
import { noticeDaysOf } from "../../domain/fair-workweek/packs";
import type { Db } from "../db/client";
import { constraintProfiles } from "../db/schema/constraint-profiles";
import { insertedRow, notFound } from "../errors";
import { hasChanges } from "./patch";

const t = constraintProfiles;
const profileColumns = {
  id: t.id,
  name: t.name,
  description: t.description,
  minorCurfewTime: t.minorCurfewTime,
  minorMaxDailyHours: t.minorMaxDailyHours,
  minorMaxWeeklyHours: t.minorMaxWeeklyHours,
  minRestBetweenShifts: t.minRestBetweenShifts,
  maxClopenGap: t.maxClopenGap,
  mealBreakAfter: t.mealBreakAfter,
  mealBreakLength: t.mealBreakLength,
  restBreakFrequency: t.restBreakFrequency,
  restBreakLength: t.restBreakLength,
  overtimeThreshold: t.overtimeThreshold,
  weeklyHourCap: t.weeklyHourCap,
  requiredTrainerRatio: t.requiredTrainerRatio,
  advanceNoticeDays: t.advanceNoticeDays,
  fairWorkweekPack: t.fairWorkweekPack,
  customAddPremiumHours: t.customAddPremiumHours,
  customCutPremiumShare: t.customCutPremiumShare,
  customClopenRestHours: t.customClopenRestHours,
  customClopenPremiumMoney: t.customClopenPremiumMoney,
  customClopenNeedsConsent: t.customClopenNeedsConsent,
  customAddNeedsConsent: t.customAddNeedsConsent,
};

const byId = (tenantId: number, id: number) => and(eq(t.id, id), eq(t.tenantId, tenantId));

export function listConstraintProfiles(db: Db, tenantId: number) {
  return db
    .select(profileColumns)
    .from(t)
    .where(eq(t.tenantId, tenantId))
    .orderBy(asc(sql`lower(${t.name})`), asc(t.id));
}

export async function createConstraintProfile(db: Db, tenantId: number, input: ConstraintProfileCreate) {
  const [profile] = await db
    .insert(t)
    .values({ ...input, advanceNoticeDays: noticeDaysOf(input), tenantId })
    .returning(profileColumns);
  return insertedRow(profile);
}

export async function findConstraintProfile(db: Db, tenantId: number, id: number) {
  const [profile] = await db.select(profileColumns).from(t).where(byId(tenantId, id));
  if (!profile) throw notFound("Constraint profile");
  return profile;
}

export async function updateConstraintProfile(
  db: Db,
  tenantId: number,
  id: number,
  patch: ConstraintProfileUpdate,
) {
  if (!hasChanges(patch)) return findConstraintProfile(db, tenantId, id);
  // A jurisdiction's pack fixes the notice: the stored column always agrees with the pack.
  const notice =
    patch.fairWorkweekPack === undefined && patch.advanceNoticeDays === undefined
      ? {}
      : { advanceNoticeDays: noticeDaysOf({ ...(await findConstraintProfile(db, tenantId, id)), ...patch }) };
  const [profile] = await db
    .update(t)
    .set({ ...patch, ...notice })
    .where(byId(tenantId, id))
    .returning(profileColumns);
  if (!profile) throw notFound("Constraint profile");
  return profile;
}

export async function deleteConstraintProfile(db: Db, tenantId: number, id: number): Promise<void> {
  const deleted = await db.delete(t).where(byId(tenantId, id)).returning({ id: t.id });
  if (deleted.length === 0) throw notFound("Constraint profile");
}
