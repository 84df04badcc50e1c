import { count, eq } from "drizzle-orm";
import { CONSTRAINT_DEFAULTS } from "../../domain/schemas/constraints";
import { addDays, DAYS_OF_WEEK, localToday, mondayOf } from "../../domain/time";
import { FAST_HASH_OPTIONS, hashPassword } from "../auth/passwords";
import type { Db } from "./client";
import { availabilityWindows } from "./schema/availability";
import { constraintProfiles } from "./schema/constraint-profiles";
import { employeePositions } from "./schema/employee-positions";
import { employeeStores } from "./schema/employee-stores";
import { laborTargets } from "./schema/labor-targets";
import { organizations } from "./schema/organizations";
import { positions } from "./schema/positions";
import { preferences } from "./schema/preferences";
import { stores } from "./schema/stores";
import { users } from "./schema/users";
import {
  DEMO_ACCOUNT_POSITIONS,
  DEMO_ACCOUNTS,
  DEMO_LABOR_HOURS,
  DEMO_LABOR_STORES,
  DEMO_ORGANIZATION,
  DEMO_POSITIONS,
  DEMO_STAFF,
  DEMO_STAFF_PASSWORD,
  DEMO_STORES,
  DEMO_WAGES,
  must,
  NIGHT_OWL_BAR,
  NIGHT_WINDOWS,
  STRICT_PROFILE,
} from "./seed-data";
import { seedDemand } from "./seed-demand";
import { seedHelpdesk } from "./seed-helpdesk";
import { seedNightWeek } from "./seed-night";
import { seedTimeClock } from "./seed-time-clock";
import { seedWeek } from "./seed-week";

/** Seeds the demo organization when the database has no users yet; returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(db);
  return true;
}

/** One transaction: an interrupted seed leaves an empty database, which the next start seeds again. */
export async function seedDemoData(db: Db, today: string = localToday()): Promise<void> {
  // argon2 is deliberately slow: hash the four demo passwords in parallel and the shared staff one once.
  const [staffHash, ...accountHashes] = await Promise.all([
    hashPassword(DEMO_STAFF_PASSWORD, FAST_HASH_OPTIONS),
    ...DEMO_ACCOUNTS.map((a) => hashPassword(a.password)),
  ]);
  if (!staffHash) throw new Error("hashing failed");

  await db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({ name: DEMO_ORGANIZATION, isDemo: true })
      .returning();
    if (!org) throw new Error("organization insert returned nothing");
    const tenantId = org.id;

    const people = [
      ...DEMO_ACCOUNTS.map((a, i) => ({
        username: a.username,
        fullName: a.fullName,
        role: a.role,
        age: 30 + i * 3,
        trainer: false,
        positions: DEMO_ACCOUNT_POSITIONS[a.username] ?? [],
        hours: 30,
        shiftType: undefined,
        passwordHash: accountHashes[i] ?? staffHash,
      })),
      ...DEMO_STAFF.map((p) => ({ ...p, passwordHash: staffHash })),
    ];
    const userRows = await tx
      .insert(users)
      .values(
        people.map((p) => ({
          tenantId,
          username: p.username,
          passwordHash: p.passwordHash,
          email: `${p.username}@demo-restaurants.example`,
          fullName: p.fullName,
          globalRole: p.role,
          dateOfBirth: p.age === undefined ? null : birthDate(today, p.age),
          desiredWeeklyHours: p.hours ?? 30,
          isTrainerEligible: p.trainer ?? false,
          hourlyWage: p.positions[0] ? (DEMO_WAGES[p.positions[0]] ?? 15) : p.role === "EMPLOYEE" ? 15 : 28,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const userId = new Map(userRows.map((u) => [u.username, u.id]));

    const positionRows = await tx
      .insert(positions)
      .values(DEMO_POSITIONS.map((p) => ({ ...p, tenantId })))
      .returning({ id: positions.id, name: positions.name });
    const positionId = new Map(positionRows.map((p) => [p.name, p.id]));

    const storeRows = await tx
      .insert(stores)
      .values(DEMO_STORES.map((s) => ({ ...s, tenantId })))
      .returning({ id: stores.id, name: stores.name });

    const qualifications = people.flatMap((p) =>
      p.positions.map((name) => ({
        tenantId,
        userId: must(userId, p.username),
        positionId: must(positionId, name),
      })),
    );
    await tx.insert(employeePositions).values(qualifications);

    // Everyone with a position works at the first store (the demo week); every other one works at the second.
    // Some name their stores: the bar's staff (docs/product.md, The real week).
    const [downtown, harbor] = storeRows;
    if (!downtown || !harbor) throw new Error("store insert returned nothing");
    const storeId = new Map(storeRows.map((r) => [r.name, r.id]));
    await tx.insert(employeeStores).values(
      people.flatMap((p, i) => {
        if (p.positions.length === 0) return [];
        const ids =
          "stores" in p && p.stores
            ? p.stores.map((name) => must(storeId, name))
            : [downtown.id, ...(i % 2 === 1 ? [harbor.id] : [])];
        return ids.map((id) => ({ tenantId, userId: must(userId, p.username), storeId: id }));
      }),
    );

    // Most people keep availability and preferences; a few have not filled them in yet.
    const withDetails = people.filter((_, i) => i % 7 !== 6);
    await tx.insert(availabilityWindows).values(
      people.flatMap((p, i) => {
        const id = must(userId, p.username);
        const night = NIGHT_WINDOWS[p.username];
        const usual = withDetails.includes(p) && !("stores" in p && p.stores?.length === 1 && night);
        return DAYS_OF_WEEK.flatMap((day, d) => {
          const dayOff = usual && (d + i) % 7 === 0;
          const windows: { startTime: string; endTime: string; isAvailable: boolean }[] = [];
          if (dayOff) windows.push({ startTime: "00:00", endTime: "23:59", isAvailable: false });
          else if (usual) {
            const [startTime, endTime] =
              p.shiftType === "OPENING"
                ? ["06:00", "15:00"]
                : p.shiftType === "CLOSING"
                  ? ["13:00", "23:00"]
                  : i % 2
                    ? ["08:00", "18:00"]
                    : ["10:00", "22:00"];
            windows.push({ startTime, endTime, isAvailable: true });
          }
          // Into the small hours: an end before the start is the next day.
          if (night && !dayOff && night.days.includes(day))
            windows.push({ startTime: night.start, endTime: night.end, isAvailable: true });
          return windows.map((w) => ({ tenantId, userId: id, dayOfWeek: day, ...w }));
        });
      }),
    );
    await tx.insert(preferences).values(
      withDetails.map((p, i) => ({
        tenantId,
        userId: must(userId, p.username),
        preferredShiftType: p.shiftType ?? (["OPENING", "MID", "CLOSING"] as const)[i % 3] ?? "MID",
        prefersWeekends: i % 4 === 0,
        desiredHoursMin: Math.min(20, p.hours ?? 30),
        desiredHoursMax: Math.max(p.hours ?? 30, 30),
        maxConsecutiveDays: (p.age ?? 30) < 18 ? 4 : 5,
      })),
    );

    const profileRows = await tx
      .insert(constraintProfiles)
      .values([
        {
          tenantId,
          name: "Default",
          ...CONSTRAINT_DEFAULTS,
          description: "The standard rules (default values)",
        },
        { tenantId, ...CONSTRAINT_DEFAULTS, ...STRICT_PROFILE },
      ])
      .returning({ id: constraintProfiles.id });
    // Every store uses the Default profile (the engine reads it there).
    const defaultProfile = profileRows[0];
    if (defaultProfile)
      await tx
        .update(stores)
        .set({ constraintProfileId: defaultProfile.id })
        .where(eq(stores.tenantId, tenantId));

    await tx.insert(laborTargets).values(laborTargetRows(tenantId, storeRows, positionId));

    const firstStore = storeRows[0];
    if (!firstStore) throw new Error("store insert returned nothing");
    // Only the first store's staff are on its demo week.
    const atFirstStore = people.filter(
      (p) => !("stores" in p && p.stores) || p.stores.includes(firstStore.name),
    );
    await seedWeek(tx, {
      tenantId,
      storeId: firstStore.id,
      today,
      userId,
      positionId,
      people: atFirstStore,
    });
    // The first store's sales history and labor standards: the forecast and its needs have data.
    const hours = DEMO_STORES[0];
    if (!hours) throw new Error("no demo store");
    await seedDemand(tx, { tenantId, storeId: firstStore.id, today, positionId, ...hours });
    const bar = storeRows.find((r) => r.name === NIGHT_OWL_BAR);
    if (!bar) throw new Error("no demo bar");
    await seedNightWeek(tx, { tenantId, storeId: bar.id, today, userId, positionId, people });
    await seedHelpdesk(tx, { tenantId, today, userId });
    await seedTimeClock(tx, {
      tenantId,
      storeId: firstStore.id,
      timezone: hours.timezone,
      monday: mondayOf(today),
      today,
      approverId: must(userId, "manager"),
      keepClockFree: new Set(DEMO_ACCOUNTS.map((a) => must(userId, a.username))),
    });
  });
}

/** A budget per position and weekday for the stores of DEMO_LABOR_STORES: budgeted hours × the position's wage. */
function laborTargetRows(
  tenantId: number,
  storeRows: { id: number; name: string }[],
  positionId: Map<string, number>,
) {
  const weekend = new Set(["FRIDAY", "SATURDAY", "SUNDAY"]);
  return storeRows.flatMap((store) => {
    const scale = DEMO_LABOR_STORES[store.name];
    if (scale === undefined) return [];
    return Object.entries(DEMO_LABOR_HOURS).flatMap(([position, hours]) =>
      DAYS_OF_WEEK.map((dayOfWeek) => {
        const budgeted = Math.round((weekend.has(dayOfWeek) ? hours.weekend : hours.weekday) * scale);
        return {
          tenantId,
          storeId: store.id,
          positionId: must(positionId, position),
          dayOfWeek,
          budget: Math.round(budgeted * (DEMO_WAGES[position] ?? 15) * 100) / 100,
        };
      }),
    );
  });
}

/** A birth date `age` years and a season before today, so minors stay minors for months. */
function birthDate(today: string, age: number): string {
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  const sameDay = rest === "-02-29" ? `${year - age}-02-28` : `${year - age}${rest}`;
  return addDays(sameDay, -90);
}
