import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/users";
import { storeRulesOf } from "./entries";
import { approvedMinutes, payOf } from "./export-csv";

/** What a store's week actually cost: its APPROVED entries only (a plan or a pending entry never counts). */
export interface ActualWeek {
  /** Approved minutes per person at this store. */
  minutes: Map<number, number>;
  totalMinutes: number;
  /** Pay of those minutes (overtime at the multiplier), rounded to cents; an unknown wage pays 0. */
  cost: number;
}

export async function actualWeek(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
): Promise<ActualWeek | undefined> {
  const rules = (await storeRulesOf(db, tenantId, [storeId])).get(storeId);
  if (!rules) return undefined;
  const totals = await approvedMinutes(db, tenantId, storeId, weekStart, rules);
  const ids = [...totals.keys()];
  const wages = ids.length
    ? await db
        .select({ id: users.id, wage: users.hourlyWage })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)))
    : [];
  const wage = new Map(wages.map((w) => [w.id, w.wage ?? 0]));
  let cost = 0;
  let totalMinutes = 0;
  const minutes = new Map<number, number>();
  for (const [userId, split] of totals) {
    cost += payOf(wage.get(userId) ?? 0, split);
    minutes.set(userId, split.regular + split.overtime);
    totalMinutes += split.regular + split.overtime;
  }
  return { minutes, totalMinutes, cost: Math.round(cost * 100) / 100 };
}
