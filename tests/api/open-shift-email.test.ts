import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenShift } from "../../src/domain/schemas/me";
import { addDays } from "../../src/domain/time";
import { availabilityWindows } from "../../src/server/db/schema/availability";
import { constraintProfiles } from "../../src/server/db/schema/constraint-profiles";
import { employeePositions } from "../../src/server/db/schema/employee-positions";
import { notifications } from "../../src/server/db/schema/employee-side";
import { positions } from "../../src/server/db/schema/positions";
import { pushSubscriptions } from "../../src/server/db/schema/push";
import { stores } from "../../src/server/db/schema/stores";
import { users } from "../../src/server/db/schema/users";
import { forgetServerSecrets } from "../../src/server/notify/secrets";
import { sweepOpenShifts } from "../../src/server/schedules/open-shift-sweep";
import { employeeWeek, FUTURE_MONDAY } from "./employee-week";
import { eventually, setup, type TestContext } from "./helper";
import { linkIn, MailServer } from "./mail-server";
import { BrowserKeys, startPushReceiver } from "./push-receiver";

// "An open shift I could work" (OPEN_SHIFT, docs/decisions/083-open-shift-offers.md) through a real SMTP
// server: a publish records the week's open shifts, the sweep tells each person who could work one, once
// per shift, in one message per publish. The app's own sweeper is off here (the tests sweep by hand, so
// two sweeps can race), except in the last test, where a second instance sweeps when woken.

const PUBLIC_URL = "http://brigade.test:8080/app";
const smtp = new MailServer();
let ctx: TestContext;
let scheduleId: number;
let lineCook: number;

type Person = "EMPLOYEE" | "EMPLOYEE2" | "TRAINER" | "GM" | "ACCOUNTING";
const idOf = (who: Person) => ctx.a.users[who];

async function addressOf(userId: number): Promise<string> {
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? "";
}
/** The open-shift messages a person was sent. */
const offersTo = async (who: Person) =>
  smtp.to(await addressOf(idOf(who))).filter((m) => /^Open shifts you could work/.test(m.mail.subject ?? ""));
const openShiftNotices = (who: Person) =>
  ctx.db
    .select({ message: notifications.message, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, idOf(who)), eq(notifications.kind, "OPEN_SHIFT")));
const waitFor = (check: () => Promise<void>) => eventually(check, 10_000);
/** Long enough for the mail sender (polling every 100 ms) to have sent anything it was given. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

/** An open line-cook shift on a day of the week (0 = Monday). */
async function openLineCookShift(day: number, startTime: string, endTime: string): Promise<number> {
  const res = await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/shifts`, {
    positionId: lineCook,
    userId: null,
    date: addDays(FUTURE_MONDAY, day),
    startTime,
    endTime,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}
const publish = async () =>
  expect((await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/publish`)).statusCode).toBe(200);

beforeAll(async () => {
  forgetServerSecrets();
  await smtp.start(0);
  ctx = await setup({
    mail: { smtpUrl: smtp.url, from: "Brigade <schedule@brigade.test>", publicUrl: PUBLIC_URL },
    mailTiming: { pollMs: 100, retryBaseMs: 200 },
    openShiftSweepMs: 0,
  });
  const { a } = ctx;
  // Everyone works the fixture store; all but EMPLOYEE2 are line cooks too.
  let addShift: Awaited<ReturnType<typeof employeeWeek>>["addShift"];
  ({ scheduleId, addShift } = await employeeWeek(ctx, [
    "EMPLOYEE",
    "EMPLOYEE2",
    "TRAINER",
    "GM",
    "ACCOUNTING",
  ]));
  const [position] = await ctx.db.insert(positions).values({ tenantId: a.id, name: "Line cook" }).returning();
  lineCook = position?.id ?? 0;
  await ctx.db.insert(employeePositions).values(
    (["EMPLOYEE", "TRAINER", "GM", "ACCOUNTING"] as const).map((who) => ({
      tenantId: a.id,
      userId: idOf(who),
      positionId: lineCook,
    })),
  );
  // TRAINER is available on Mondays only; GM already works 18 h of the store's 20 h cap.
  await ctx.db.insert(availabilityWindows).values({
    tenantId: a.id,
    userId: idOf("TRAINER"),
    dayOfWeek: "MONDAY",
    startTime: "08:00",
    endTime: "22:00",
  });
  await ctx.db
    .update(constraintProfiles)
    .set({ weeklyHourCap: 20 })
    .where(eq(constraintProfiles.id, a.fixtures.profileId));
  await ctx.db
    .update(stores)
    .set({ constraintProfileId: a.fixtures.profileId })
    .where(eq(stores.id, a.fixtures.storeId));
  for (const day of [0, 1, 2]) await addShift("GM", day, "09:00", "15:00");
  // ACCOUNTING chose the app only for open shifts.
  const off = await ctx.call("ACCOUNTING", "PUT", "/api/me/notification-settings", {
    settings: [{ kind: "OPEN_SHIFT", inApp: true, email: false, push: true }],
  });
  expect(off.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

describe("open shifts you could work", () => {
  it("a publish with an open line-cook shift tells the qualified, available person once, by email and in the app", async () => {
    await openLineCookShift(3, "10:00", "16:00");
    await publish();
    // Nothing is told on the request: the sweep does it.
    expect(await openShiftNotices("EMPLOYEE")).toEqual([]);
    // Those left out are left out for the rule the open-shift list gives them.
    const whyNot = async (who: "TRAINER" | "GM") => {
      const res = await ctx.app.inject({
        method: "GET",
        url: "/api/me/open-shifts",
        headers: { cookie: ctx.cookie(who) },
      });
      return (res.json() as OpenShift[]).find((s) => s.positionId === lineCook)?.whyNot ?? "";
    };
    expect(await whyNot("TRAINER")).toMatch(/available/i);
    expect(await whyNot("GM")).toMatch(/cap/);

    expect((await sweepOpenShifts(ctx.db, new Date())).told).toBe(2); // EMPLOYEE, and ACCOUNTING in the app
    await waitFor(async () => expect(await offersTo("EMPLOYEE")).toHaveLength(1));
    await settle();
    const [mine] = await offersTo("EMPLOYEE");
    const mail = mine?.mail;
    expect(mail?.subject).toBe(`Open shifts you could work in the week of ${FUTURE_MONDAY} at Fixture Store`);
    expect(mail?.text).toContain(`Thu ${addDays(FUTURE_MONDAY, 3)} 10:00–16:00 Line cook`);
    expect(mail?.text).toContain("Times are in the store's time zone (");
    expect(linkIn(mail?.text, PUBLIC_URL)).toBe(`${PUBLIC_URL}/schedule#open-shifts`);
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/schedule#open-shifts"`);
    expect(mail?.html).toContain("10:00–16:00 Line cook");
    expect(mine?.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/brigade\.test:8080\/app\/unsubscribe\?token=/m);
    expect(mail?.text).toContain("Stop these emails (an open shift i could work)");
    expect(await openShiftNotices("EMPLOYEE")).toEqual([
      {
        message: `Open shifts you could work in the week of ${FUTURE_MONDAY} at Fixture Store`,
        link: "/schedule#open-shifts",
      },
    ]);

    // Not qualified, not available that day, over the weekly cap: nothing, anywhere.
    for (const who of ["EMPLOYEE2", "TRAINER", "GM"] as const) {
      expect(await offersTo(who)).toEqual([]);
      expect(await openShiftNotices(who)).toEqual([]);
    }
    // Email off for open shifts: the app only.
    expect(await offersTo("ACCOUNTING")).toEqual([]);
    expect(await openShiftNotices("ACCOUNTING")).toHaveLength(1);
  });

  it("publishing again tells nobody twice; a shift the week gains is told alone", async () => {
    await publish();
    expect((await sweepOpenShifts(ctx.db, new Date())).told).toBe(0);
    await openLineCookShift(4, "11:00", "17:00");
    await publish();
    expect((await sweepOpenShifts(ctx.db, new Date())).told).toBe(2);
    await waitFor(async () => expect(await offersTo("EMPLOYEE")).toHaveLength(2));
    await settle();
    const text = (await offersTo("EMPLOYEE")).at(-1)?.mail.text ?? "";
    expect(text).toContain(`Fri ${addDays(FUTURE_MONDAY, 4)} 11:00–17:00 Line cook`);
    expect(text).not.toContain("10:00–16:00");
    expect(await offersTo("EMPLOYEE")).toHaveLength(2);
    expect(await openShiftNotices("ACCOUNTING")).toHaveLength(2);
  });

  it("two sweeps racing tell each person once", async () => {
    await openLineCookShift(5, "10:00", "14:00");
    await openLineCookShift(6, "10:00", "14:00");
    await publish();
    const told = await Promise.all([
      sweepOpenShifts(ctx.db, new Date()),
      sweepOpenShifts(ctx.db, new Date()),
    ]);
    expect(told.map((r) => r.told).sort()).toEqual([0, 2]);
    await waitFor(async () => expect(await offersTo("EMPLOYEE")).toHaveLength(3));
    await settle();
    expect(await offersTo("EMPLOYEE")).toHaveLength(3);
    // One message listing both of the week's new open shifts.
    const text = (await offersTo("EMPLOYEE")).at(-1)?.mail.text ?? "";
    expect(text).toContain(`Sat ${addDays(FUTURE_MONDAY, 5)} 10:00–14:00 Line cook`);
    expect(text).toContain(`Sun ${addDays(FUTURE_MONDAY, 6)} 10:00–14:00 Line cook`);
    expect(await openShiftNotices("ACCOUNTING")).toHaveLength(3);
  });

  it("a shift claimed before the sweep is not offered to its claimer; one filled since is offered to no one", async () => {
    const claimed = await openLineCookShift(2, "16:00", "22:00");
    const filled = await openLineCookShift(1, "16:00", "22:00");
    await publish();
    const claim = await ctx.call("EMPLOYEE", "POST", "/api/requests/open-shift", { shiftId: claimed });
    expect(claim.statusCode).toBe(201);
    const fill = await ctx.call("MANAGER", "PATCH", `/api/shifts/${filled}`, { userId: idOf("EMPLOYEE2") });
    expect(fill.statusCode).toBe(200);
    const before = (await offersTo("EMPLOYEE")).length;
    // ACCOUNTING hears of the claimed one only.
    expect((await sweepOpenShifts(ctx.db, new Date())).told).toBe(1);
    await settle();
    expect(await offersTo("EMPLOYEE")).toHaveLength(before);
    const [last] = (await openShiftNotices("ACCOUNTING")).slice(-1);
    expect(last?.link).toBe("/schedule#open-shifts");
    expect(await openShiftNotices("ACCOUNTING")).toHaveLength(4);
  });

  it("an instance woken by the publish sweeps off the request and tells each person once", async () => {
    // A second instance whose sweeper runs when a write has answered (its interval is too long to matter); its
    // pushes are queued once the sweep has committed.
    const other = await ctx.buildApp({ openShiftSweepMs: 600_000 });
    // EMPLOYEE's browser is subscribed to pushes (a local push service stands in).
    const receiver = await startPushReceiver();
    const keys = new BrowserKeys();
    await ctx.db.insert(pushSubscriptions).values({
      tenantId: ctx.a.id,
      userId: idOf("EMPLOYEE"),
      endpoint: `${receiver.origin}/employee`,
      p256dh: keys.p256dh,
      auth: keys.auth,
    });
    const shift = await openLineCookShift(3, "17:00", "21:00");
    const before = (await offersTo("EMPLOYEE")).length;
    const res = await other.inject({
      method: "POST",
      url: `/api/schedules/${scheduleId}/publish`,
      headers: { cookie: ctx.cookie("MANAGER") },
    });
    expect(res.statusCode).toBe(200);
    await waitFor(async () => expect(await offersTo("EMPLOYEE")).toHaveLength(before + 1));
    expect((await offersTo("EMPLOYEE")).at(-1)?.mail.text).toContain(
      `Thu ${addDays(FUTURE_MONDAY, 3)} 17:00–21:00 Line cook`,
    );
    // Taken: a sweep now finds nothing more to tell.
    expect((await sweepOpenShifts(ctx.db, new Date())).told).toBe(0);
    await settle();
    expect(await offersTo("EMPLOYEE")).toHaveLength(before + 1);
    expect(shift).toBeGreaterThan(0);
    // Pushed too, once, with the same words and link as in the app.
    await waitFor(async () => expect(receiver.received).toHaveLength(1));
    const [push] = receiver.received;
    expect(JSON.parse(keys.decrypt(push?.body ?? Buffer.alloc(0)))).toMatchObject({
      title: "Brigade",
      body: `Open shifts you could work in the week of ${FUTURE_MONDAY} at Fixture Store`,
      link: "/schedule#open-shifts",
    });
    await settle();
    expect(receiver.received).toHaveLength(1);
    await receiver.close();
  });
});
