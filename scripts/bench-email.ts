// `npm run bench:email` (also run by `npm run bench` unless --no-email): the two email budgets of issue 33.
//   1. Publishing a 150-person week with email on answers within 200 ms (its 150 messages are only queued).
//   2. 1,000 messages reach a local SMTP server (smtp-server) within 30 s.
// Each week also has BENCH_EMAIL_OPEN_SHIFTS (default 3) open shifts every one of the 150 could work: their
// announcements (OPEN_SHIFT, worked out off the request by the sweep) run while the next weeks publish.
// In-memory PGlite, the app in this process (app.inject), the SMTP server on 127.0.0.1. Prints JSON.
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { addDays } from "../src/domain/time";
import { buildApp } from "../src/server/app";
import { createSession, SESSION_COOKIE } from "../src/server/auth/sessions";
import { openDatabase } from "../src/server/db/client";
import { organizations } from "../src/server/db/schema/organizations";
import { employeePositions } from "../src/server/db/schema/employee-positions";
import { employeeStores } from "../src/server/db/schema/employee-stores";
import { mailOutbox } from "../src/server/db/schema/outreach";
import { positions } from "../src/server/db/schema/positions";
import { schedules, shifts } from "../src/server/db/schema/schedules";
import { stores } from "../src/server/db/schema/stores";
import { users } from "../src/server/db/schema/users";
import { MailServer } from "../tests/api/mail-server";

const PEOPLE = 150;
const WEEKS = Number(process.env.BENCH_EMAIL_WEEKS ?? 9);
const OPEN_SHIFTS = Number(process.env.BENCH_EMAIL_OPEN_SHIFTS ?? 3);
/** The first publishes warm the JIT and the database's plans; they are run but not counted. */
const WARMUP = 2;
const MESSAGES = 1_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const round = (n: number) => Math.round(n * 10) / 10;

const smtp = new MailServer();
await smtp.start(0);
const database = await openDatabase({ dataDir: "memory" });
await database.migrate(fileURLToPath(new URL("../drizzle", import.meta.url)));
const db = database.db;
// BENCH_EMAIL_OFF=1: the same publishes without email, for comparison.
const emailOff = process.env.BENCH_EMAIL_OFF === "1";
const app = await buildApp({
  db,
  mail: emailOff
    ? null
    : { smtpUrl: smtp.url, from: "Brigade <bench@brigade.test>", publicUrl: "http://127.0.0.1:3000" },
});

const [org] = await db.insert(organizations).values({ name: "Email bench" }).returning();
if (!org) throw new Error("no organization");
const tenantId = org.id;
const [store] = await db.insert(stores).values({ tenantId, name: "Bench Bistro" }).returning();
const [position] = await db.insert(positions).values({ tenantId, name: "Server" }).returning();
const [manager] = await db
  .insert(users)
  .values({ tenantId, username: "bench-manager", passwordHash: "", globalRole: "MANAGER" })
  .returning();
const staff = await db
  .insert(users)
  .values(
    Array.from({ length: PEOPLE }, (_, i) => ({
      tenantId,
      username: `bench-${i}`,
      passwordHash: "",
      email: `bench-${i}@example.com`,
      fullName: `Person ${i}`,
    })),
  )
  .returning({ id: users.id });
if (!store || !position || !manager) throw new Error("bench data insert failed");
const cookie = `${SESSION_COOKIE}=${await createSession(db, manager)}`;

await db.insert(employeeStores).values(staff.map((p) => ({ tenantId, userId: p.id, storeId: store.id })));
await db
  .insert(employeePositions)
  .values(staff.map((p) => ({ tenantId, userId: p.id, positionId: position.id })));

const isOpenShiftMail = (subject: string | undefined) => /^Open shifts/.test(subject ?? "");
const scheduleMails = () => smtp.inbox.filter((m) => !isOpenShiftMail(m.mail.subject)).length;
const openShiftMails = () => smtp.inbox.filter((m) => isOpenShiftMail(m.mail.subject)).length;
async function waitUntil(count: number, timeoutMs: number, sent = () => smtp.inbox.length) {
  const until = Date.now() + timeoutMs;
  while (sent() < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
}

// Each week: five shifts per person, published once (a first publish tells everyone on the week).
const publishMs: number[] = [];
for (let w = 0; w < WEEKS; w += 1) {
  const monday = addDays("2031-01-06", 7 * w);
  const [schedule] = await db
    .insert(schedules)
    .values({ tenantId, storeId: store.id, weekStartDate: monday })
    .returning();
  if (!schedule) throw new Error("no schedule");
  await db.insert(shifts).values(
    staff.flatMap((person) =>
      [0, 1, 2, 3, 4].map((day) => ({
        tenantId,
        scheduleId: schedule.id,
        positionId: position.id,
        userId: person.id,
        date: addDays(monday, day),
        startTime: "09:00",
        endTime: "17:00",
      })),
    ),
  );
  if (OPEN_SHIFTS > 0)
    await db.insert(shifts).values(
      Array.from({ length: OPEN_SHIFTS }, (_, i) => ({
        tenantId,
        scheduleId: schedule.id,
        positionId: position.id,
        userId: null,
        // Sunday: the week's people work Monday to Friday, so taking one breaks no rule (6 days in a row would).
        date: addDays(monday, 6),
        startTime: `${10 + i}:00`,
        endTime: `${14 + i}:00`,
      })),
    );
  const started = performance.now();
  const res = await app.inject({
    method: "POST",
    url: `/api/schedules/${schedule.id}/publish`,
    headers: { cookie },
  });
  if (w >= WARMUP) publishMs.push(performance.now() - started);
  if (res.statusCode !== 200) throw new Error(`publish answered ${res.statusCode}: ${res.body}`);
  // The week's messages are sent before the next publish is timed: PGlite has one connection, and the
  // sender's queries would otherwise queue in front of the publish (on PostgreSQL they run beside it).
  if (!emailOff) await waitUntil(PEOPLE * (w + 1), 60_000, scheduleMails);
}
const queuedPerWeek = (await db.select({ id: mailOutbox.id }).from(mailOutbox)).length / WEEKS;
if (emailOff) {
  console.log(
    JSON.stringify({
      publish150EmailOff: { medianMs: round(median(publishMs)), runsMs: publishMs.map(round) },
    }),
  );
  process.exit(0);
}

// 1,000 messages queued at once, then timed until the SMTP server has received them all.
// The open shifts' announcements: one message per person and week, once the sweep has caught up.
const announceStart = performance.now();
if (!emailOff && OPEN_SHIFTS > 0) {
  // A build without the announcements (for a before/after comparison) sends none: stop looking soon.
  await waitUntil(1, 10_000, openShiftMails);
  if (openShiftMails() > 0) await waitUntil(PEOPLE * WEEKS, 120_000, openShiftMails);
}
const announced = {
  messages: openShiftMails(),
  secondsAfterLastPublish: round((performance.now() - announceStart) / 1000),
};
smtp.inbox.length = 0;
const content = {
  message: "The schedule for the week of 2031-03-03 at Bench Bistro is published",
  link: "/schedule",
  lines: ["Mon 2031-03-03 09:00–17:00 Server"],
};
await db.insert(mailOutbox).values(
  Array.from({ length: MESSAGES }, (_, i) => ({
    userId: staff[i % PEOPLE]?.id ?? 0,
    kind: "SCHEDULE_PUBLISHED",
    content,
  })),
);
const sendStart = performance.now();
app.mail?.dispatcher.wake();
await waitUntil(MESSAGES, 120_000);
const sendMs = performance.now() - sendStart;
const sent = smtp.inbox.length;
const failed = (
  await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.status, "FAILED"))
).length;

const result = {
  publish150: {
    medianMs: round(median(publishMs)),
    runsMs: publishMs.map(round),
    messagesQueuedPerPublish: queuedPerWeek,
    budgetMs: 200,
    met: median(publishMs) <= 200,
  },
  openShiftAnnouncements: { openShiftsPerWeek: OPEN_SHIFTS, ...announced },
  send1000: {
    seconds: round(sendMs / 1000),
    delivered: sent,
    failed,
    budgetSeconds: 30,
    met: sent === MESSAGES && sendMs <= 30_000,
  },
};
console.log(JSON.stringify(result, null, 2));
await app.close();
await database.close();
await smtp.stop();
process.exit(result.publish150.met && result.send1000.met ? 0 : 1);
