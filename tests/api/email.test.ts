import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORGOT_PASSWORD_ANSWER } from "../../src/domain/schemas/auth";
import type { InvitedUser } from "../../src/domain/schemas/admin";
import type { NotificationSettings } from "../../src/domain/schemas/notification-settings";
import { authTokens, mailOutbox } from "../../src/server/db/schema/outreach";
import { notifications } from "../../src/server/db/schema/employee-side";
import { sessions } from "../../src/server/db/schema/sessions";
import { users } from "../../src/server/db/schema/users";
import { hashToken } from "../../src/server/auth/sessions";
import { forgetServerSecrets } from "../../src/server/notify/secrets";
import { employeeWeek } from "./employee-week";
import { eventually, expectBadRequest, PASSWORD, setup, type TestContext } from "./helper";
import { linkIn, MailServer } from "./mail-server";

// Email through a real SMTP server (docs/decisions/077-email.md): one message per person per publish with
// their shifts, each kind, settings and unsubscribe links, invites and "Forgot password?" by link, the
// safety refusals, and an SMTP outage that is retried.

const PUBLIC_URL = "http://brigade.test:8080/app";
const smtp = new MailServer();
let ctx: TestContext;

async function addressOf(userId: number): Promise<string> {
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? "";
}

beforeAll(async () => {
  forgetServerSecrets();
  await smtp.start(0);
  ctx = await setup({
    mail: { smtpUrl: smtp.url, from: "Brigade <schedule@brigade.test>", publicUrl: PUBLIC_URL },
    mailTiming: { pollMs: 100, retryBaseMs: 200 },
    // The week below has an open shift: its announcements are open-shift-email.test.ts's, not counted here.
    openShiftSweepMs: 0,
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

const inboxOf = async (userId: number) => smtp.to(await addressOf(userId));
const waitFor = (check: () => Promise<void>) => eventually(check, 10_000);

describe("email for notifications", () => {
  let scheduleId: number;
  let addShift: Awaited<ReturnType<typeof employeeWeek>>["addShift"];

  it("a publish sends one message per person with their shifts, a link into the app and an unsubscribe link", async () => {
    ({ scheduleId, addShift } = await employeeWeek(ctx, ["EMPLOYEE", "EMPLOYEE2"]));
    await addShift("EMPLOYEE", 0, "09:00", "15:00");
    await addShift("EMPLOYEE", 2, "10:00", "16:00");
    await addShift("EMPLOYEE2", 1, "12:00", "18:00");
    await addShift(null, 3, "10:00", "16:00");
    expect((await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/publish`)).statusCode).toBe(200);
    await waitFor(async () => {
      expect(await inboxOf(ctx.a.users.EMPLOYEE)).toHaveLength(1);
      expect(await inboxOf(ctx.a.users.EMPLOYEE2)).toHaveLength(1);
    });
    const [mine] = await inboxOf(ctx.a.users.EMPLOYEE);
    const mail = mine?.mail;
    expect(mail?.subject).toMatch(/^The schedule for the week of .* is published$/);
    expect(mail?.from?.value).toEqual([{ name: "Brigade", address: "schedule@brigade.test" }]);
    expect(mine?.to).toEqual([await addressOf(ctx.a.users.EMPLOYEE)]);
    // Their two shifts, not the coworker's, in the store's time zone.
    expect(mail?.text).toMatch(/Mon \d{4}-\d\d-\d\d 09:00–15:00/);
    expect(mail?.text).toMatch(/Wed \d{4}-\d\d-\d\d 10:00–16:00/);
    expect(mail?.text).not.toContain("12:00–18:00");
    expect(mail?.text).toContain("time zone (");
    expect(linkIn(mail?.text, PUBLIC_URL)).toBe(`${PUBLIC_URL}/schedule`);
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/schedule"`);
    expect(mine?.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/brigade\.test:8080\/app\/unsubscribe\?token=/m);
    // Still in the app too.
    const inApp = await ctx.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, ctx.a.users.EMPLOYEE));
    expect(inApp.map((n) => n.kind)).toContain("SCHEDULE_PUBLISHED");
    // Nobody else was written to.
    expect(smtp.inbox).toHaveLength(2);
  });

  it("a republish sends the changed shift as before → after, only to the person it changed for", async () => {
    const [shift] = (await ctx.call("MANAGER", "GET", `/api/schedules/${scheduleId}`))
      .json()
      .shifts.filter(
        (s: { userId: number; startTime: string }) =>
          s.userId === ctx.a.users.EMPLOYEE && s.startTime === "09:00",
      );
    const moved = await ctx.call("MANAGER", "PATCH", `/api/shifts/${shift.id}`, {
      startTime: "11:00",
      endTime: "17:00",
    });
    expect(moved.statusCode).toBe(200);
    const before = smtp.inbox.length;
    expect((await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/publish`)).statusCode).toBe(200);
    await waitFor(async () => expect(smtp.inbox.length).toBe(before + 1));
    const last = smtp.inbox.at(-1);
    expect(last?.to).toEqual([await addressOf(ctx.a.users.EMPLOYEE)]);
    expect(last?.mail.subject).toMatch(/^Your shifts for the week of .* changed$/);
    expect(last?.mail.text).toMatch(/09:00–15:00 .*→ .*11:00–17:00/);
  });

  it("a decided request is sent with the manager's note", async () => {
    const filed = await ctx.call("EMPLOYEE2", "POST", "/api/requests/timeoff", {
      startDate: "2030-01-07",
      endDate: "2030-01-08",
    });
    expect(filed.statusCode).toBe(201);
    const before = (await inboxOf(ctx.a.users.EMPLOYEE2)).length;
    const decided = await ctx.call("MANAGER", "PATCH", `/api/requests/timeoff/${filed.json().id}`, {
      status: "denied",
      decisionNote: "Inventory week, sorry",
    });
    expect(decided.statusCode).toBe(200);
    await waitFor(async () => expect(await inboxOf(ctx.a.users.EMPLOYEE2)).toHaveLength(before + 1));
    const mail = (await inboxOf(ctx.a.users.EMPLOYEE2)).at(-1)?.mail;
    expect(mail?.subject).toMatch(/^Your time off 2030-01-07 to 2030-01-08 was denied/);
    expect(mail?.text).toContain("Note from the manager: Inventory week, sorry");
  });

  it("a request waiting is emailed to an approver who turned it on, and a helpdesk reply to the author", async () => {
    const on = await ctx.call("MANAGER", "PUT", "/api/me/notification-settings", {
      settings: [{ kind: "REQUEST_WAITING", inApp: true, email: true, push: false }],
    });
    expect(on.statusCode).toBe(200);
    const filed = await ctx.call("EMPLOYEE", "POST", "/api/requests/timeoff", {
      startDate: "2030-02-04",
      endDate: "2030-02-04",
    });
    expect(filed.statusCode).toBe(201);
    await waitFor(async () => {
      const mails = await inboxOf(ctx.a.users.MANAGER);
      expect(mails.map((m) => m.mail.subject).join()).toMatch(/time off/i);
    });
    // The default for other approvers is off.
    expect((await inboxOf(ctx.a.users.ADMIN)).length).toBe(0);

    const ticket = await ctx.call("EMPLOYEE", "POST", "/api/helpdesk/tickets", {
      title: "Printer jam",
      body: "The kitchen printer is stuck",
    });
    expect(ticket.statusCode).toBe(201);
    const before = (await inboxOf(ctx.a.users.EMPLOYEE)).length;
    const reply = await ctx.call("ADMIN", "POST", `/api/helpdesk/tickets/${ticket.json().id}/replies`, {
      body: "Try turning it off and on",
    });
    expect(reply.statusCode).toBeLessThan(300);
    await waitFor(async () => expect(await inboxOf(ctx.a.users.EMPLOYEE)).toHaveLength(before + 1));
    const mail = (await inboxOf(ctx.a.users.EMPLOYEE)).at(-1)?.mail;
    expect(mail?.subject).toContain("replied to your ticket “Printer jam”");
    expect(mail?.text).toContain("Try turning it off and on");
    expect(linkIn(mail?.text, PUBLIC_URL)).toBe(`${PUBLIC_URL}/helpdesk?ticket=${ticket.json().id}`);
  });
});

describe("settings and unsubscribe links", () => {
  it("answers the defaults, saves choices, refuses bad input", async () => {
    const res = await ctx.call("EMPLOYEE2", "GET", "/api/me/notification-settings");
    expect(res.statusCode).toBe(200);
    const body = res.json() as NotificationSettings;
    expect(body.emailAvailable).toBe(true);
    expect(body.hasEmail).toBe(true);
    expect(body.settings.find((s) => s.kind === "SCHEDULE_PUBLISHED")).toEqual({
      kind: "SCHEDULE_PUBLISHED",
      inApp: true,
      email: true,
      push: true,
    });
    expect(body.settings.find((s) => s.kind === "REQUEST_WAITING")?.email).toBe(false);
    const saved = await ctx.call("EMPLOYEE2", "PUT", "/api/me/notification-settings", {
      settings: [{ kind: "HELPDESK", inApp: false, email: false, push: true }],
    });
    expect((saved.json() as NotificationSettings).settings.find((s) => s.kind === "HELPDESK")).toEqual({
      kind: "HELPDESK",
      inApp: false,
      email: false,
      push: true,
    });
    // Another person's settings are untouched.
    const other = (
      await ctx.call("EMPLOYEE", "GET", "/api/me/notification-settings")
    ).json() as NotificationSettings;
    expect(other.settings.find((s) => s.kind === "HELPDESK")?.inApp).toBe(true);
    expectBadRequest(
      await ctx.call("EMPLOYEE2", "PUT", "/api/me/notification-settings", {
        settings: [{ kind: "NOPE", inApp: true, email: true, push: true }],
      }),
    );
    expectBadRequest(
      await ctx.call("EMPLOYEE2", "PUT", "/api/me/notification-settings", {
        settings: [
          { kind: "HELPDESK", inApp: true, email: true, push: true },
          { kind: "HELPDESK", inApp: false, email: true, push: true },
        ],
      }),
    );
    expect((await ctx.call(null, "GET", "/api/me/notification-settings")).statusCode).toBe(401);
  });

  it("in-app off writes no notification; email off sends no message", async () => {
    await ctx.call("EMPLOYEE2", "PUT", "/api/me/notification-settings", {
      settings: [{ kind: "REQUEST_DECIDED", inApp: false, email: false, push: false }],
    });
    const filed = await ctx.call("EMPLOYEE2", "POST", "/api/requests/timeoff", {
      startDate: "2030-03-04",
      endDate: "2030-03-04",
    });
    const before = (await inboxOf(ctx.a.users.EMPLOYEE2)).length;
    const countBefore = (
      await ctx.db.select().from(notifications).where(eq(notifications.userId, ctx.a.users.EMPLOYEE2))
    ).length;
    await ctx.call("MANAGER", "PATCH", `/api/requests/timeoff/${filed.json().id}`, { status: "approved" });
    await new Promise((r) => setTimeout(r, 500));
    expect(await inboxOf(ctx.a.users.EMPLOYEE2)).toHaveLength(before);
    const after = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ctx.a.users.EMPLOYEE2));
    expect(after.length).toBe(countBefore);
  });

  it("an unsubscribe link turns off only its person's email for its kind; an edited one is refused", async () => {
    const mail = (await inboxOf(ctx.a.users.EMPLOYEE)).find((m) => /is published/.test(m.mail.subject ?? ""));
    const link = linkIn(mail?.mail.text, `${PUBLIC_URL}/unsubscribe?token=`);
    const token = decodeURIComponent(new URL(link).searchParams.get("token") ?? "");
    // Edited to name another person, or another kind: the signature no longer matches.
    const [body, signature] = token.split(".");
    const [tenant, , kind] = Buffer.from(body ?? "", "base64url")
      .toString()
      .split(".");
    const forge = (text: string) => `${Buffer.from(text).toString("base64url")}.${signature}`;
    for (const forged of [
      forge(`${tenant}.${ctx.a.users.EMPLOYEE2}.${kind}`),
      forge(`${tenant}.${ctx.a.users.EMPLOYEE}.HELPDESK`),
      `${body}.${"A".repeat(signature?.length ?? 43)}`,
    ]) {
      const res = await ctx.call(null, "POST", "/api/notifications/unsubscribe", { token: forged });
      expect(res.statusCode).toBe(400);
    }
    const done = await ctx.call(null, "POST", "/api/notifications/unsubscribe", { token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ kind: "SCHEDULE_PUBLISHED" });
    const mine = (
      await ctx.call("EMPLOYEE", "GET", "/api/me/notification-settings")
    ).json() as NotificationSettings;
    expect(mine.settings.find((s) => s.kind === "SCHEDULE_PUBLISHED")).toMatchObject({
      inApp: true,
      email: false,
    });
    expect(mine.settings.find((s) => s.kind === "SHIFT_CHANGED")?.email).toBe(true);
    const other = (
      await ctx.call("EMPLOYEE2", "GET", "/api/me/notification-settings")
    ).json() as NotificationSettings;
    expect(other.settings.find((s) => s.kind === "SCHEDULE_PUBLISHED")?.email).toBe(true);
  });
});

describe("invites and password resets by link", () => {
  async function signIn(username: string, password: string) {
    return ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password } });
  }

  it("an invite emails a single-use link instead of showing a password", async () => {
    const res = await ctx.call("ADMIN", "POST", "/api/admin/users", {
      username: "linked-cook",
      email: "linked.cook@example.com",
      fullName: "Linked Cook",
      globalRole: "EMPLOYEE",
    });
    expect(res.statusCode).toBe(201);
    const invited = res.json() as InvitedUser;
    expect(invited.oneTimePassword).toBeNull();
    expect(invited.emailedTo).toBe("linked.cook@example.com");
    await waitFor(async () => expect(smtp.to("linked.cook@example.com")).toHaveLength(1));
    const mail = smtp.to("linked.cook@example.com")[0]?.mail;
    expect(mail?.subject).toBe("You are invited to Brigade: set your password");
    const link = linkIn(mail?.text, `${PUBLIC_URL}/set-password?token=`);
    const token = new URL(link).searchParams.get("token") ?? "";
    // The sent message's link is not kept in the database. The row is marked SENT once the server has
    // accepted the message, which may be a moment after the inbox has it.
    await waitFor(async () => {
      const [row] = await ctx.db
        .select({ content: mailOutbox.content, status: mailOutbox.status })
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, "INVITE"));
      expect(row?.status).toBe("SENT");
      expect(JSON.stringify(row?.content)).not.toContain(token);
    });

    const set = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/password-link",
      payload: { token, password: "kitchen-secret" },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ username: "linked-cook", mustChangePassword: false });
    expect(set.headers["set-cookie"]).toBeTruthy();
    expect((await signIn("linked-cook", "kitchen-secret")).statusCode).toBe(200);
    // Used twice: refused.
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/password-link",
      payload: { token, password: "another-secret" },
    });
    expectBadRequest(again, "token");
    expect((await signIn("linked-cook", "another-secret")).statusCode).toBe(401);
  });

  it("Forgot password? answers the same for anyone; the link sets a new password and ends every other session", async () => {
    const unknown = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { username: "nobody-here@example.com" },
    });
    const known = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { username: (await addressOf(ctx.a.users.EMPLOYEE2)).toUpperCase() },
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(known.json()).toEqual(unknown.json());
    const address = await addressOf(ctx.a.users.EMPLOYEE2);
    await waitFor(async () =>
      expect(smtp.to(address).some((m) => /new Brigade password/.test(m.mail.subject ?? ""))).toBe(true),
    );
    const mail = smtp.to(address).find((m) => /new Brigade password/.test(m.mail.subject ?? ""))?.mail;
    const token =
      new URL(linkIn(mail?.text, `${PUBLIC_URL}/reset-password?token=`)).searchParams.get("token") ?? "";

    const liveSessions = () =>
      ctx.db.select().from(sessions).where(eq(sessions.userId, ctx.a.users.EMPLOYEE2));
    expect((await liveSessions()).length).toBeGreaterThan(0);
    const set = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/password-link",
      payload: { token, password: "brand-new-pass" },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: ctx.a.users.EMPLOYEE2 });
    // Only the session the reset started remains; the old cookie no longer works.
    expect(await liveSessions()).toHaveLength(1);
    expect((await ctx.call("EMPLOYEE2", "GET", "/api/auth/me")).statusCode).toBe(401);
    expect((await signIn(ctx.a.usernames.EMPLOYEE, PASSWORD)).statusCode).toBe(200);
  });

  it("an expired link, a made-up one, or one for another person's page is refused", async () => {
    await ctx.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { username: ctx.a.usernames.EMPLOYEE },
    });
    const address = await addressOf(ctx.a.users.EMPLOYEE);
    await waitFor(async () =>
      expect(smtp.to(address).some((m) => /new Brigade password/.test(m.mail.subject ?? ""))).toBe(true),
    );
    const mail = smtp.to(address).find((m) => /new Brigade password/.test(m.mail.subject ?? ""))?.mail;
    const token =
      new URL(linkIn(mail?.text, `${PUBLIC_URL}/reset-password?token=`)).searchParams.get("token") ?? "";
    await ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const expired = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/password-link",
      payload: { token, password: "too-late-pass" },
    });
    expectBadRequest(expired, "token");
    expect((await signIn(ctx.a.usernames.EMPLOYEE, "too-late-pass")).statusCode).toBe(401);
    const madeUp = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/password-link",
      payload: { token: "x".repeat(43), password: "made-up-pass" },
    });
    expectBadRequest(madeUp, "token");
    // A link names its person only through its secret: nothing in the request can point it at another.
    const other = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/password-link",
      payload: { token, password: "other-pass", userId: ctx.a.users.OWNER },
    });
    expect(other.statusCode).toBe(400);
    expect((await signIn(ctx.a.usernames.OWNER, "other-pass")).statusCode).toBe(401);
  });

  it("an address that is not one is refused at invite", async () => {
    const res = await ctx.call("ADMIN", "POST", "/api/admin/users", {
      username: "bad-address",
      email: "not an address\r\nBcc: x@evil.test",
      globalRole: "EMPLOYEE",
    });
    expectBadRequest(res, "email");
  });
});

describe("safety and outages", () => {
  it("a name or a title with CR/LF adds no header and no recipient", async () => {
    await ctx.db
      .update(users)
      .set({ fullName: "Eve\r\nBcc: spy@evil.test\r\nX-Injected: yes" })
      .where(eq(users.id, ctx.a.users.EMPLOYEE));
    const ticket = await ctx.call("EMPLOYEE", "POST", "/api/helpdesk/tickets", {
      title: "Hello\r\nBcc: spy@evil.test",
      body: "Body",
    });
    expect(ticket.statusCode).toBe(201);
    const address = await addressOf(ctx.a.users.EMPLOYEE);
    const before = smtp.to(address).length;
    await ctx.call("ADMIN", "POST", `/api/helpdesk/tickets/${ticket.json().id}/replies`, { body: "Answer" });
    await waitFor(async () => expect(smtp.to(address).length).toBe(before + 1));
    const last = smtp.to(address).at(-1);
    expect(last?.to).toEqual([await addressOf(ctx.a.users.EMPLOYEE)]);
    expect(last?.mail.bcc).toBeUndefined();
    expect(last?.mail.headers.has("x-injected")).toBe(false);
    expect(last?.raw).not.toMatch(/^Bcc:/im);
    expect(last?.raw).not.toMatch(/^X-Injected:/im);
    expect(last?.mail.subject).not.toMatch(/[\r\n]/);
    expect(smtp.to("spy@evil.test")).toHaveLength(0);
  });

  it("an SMTP outage is retried: the notification is in the app at once, the email once the server is back", async () => {
    await smtp.stop();
    const filed = await ctx.call("EMPLOYEE", "POST", "/api/requests/timeoff", {
      startDate: "2030-05-06",
      endDate: "2030-05-06",
    });
    await ctx.call("MANAGER", "PATCH", `/api/requests/timeoff/${filed.json().id}`, { status: "approved" });
    const inApp = await ctx.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, ctx.a.users.EMPLOYEE), eq(notifications.kind, "REQUEST_DECIDED")));
    expect(inApp.map((n) => n.message)).toContain("Your time off 2030-05-06 to 2030-05-06 was approved");
    let failedId = 0;
    await waitFor(async () => {
      const rows = await ctx.db
        .select({ id: mailOutbox.id, lastError: mailOutbox.lastError })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "PENDING"), eq(mailOutbox.userId, ctx.a.users.EMPLOYEE)));
      const failed = rows.find((r) => r.lastError);
      expect(failed).toBeTruthy();
      failedId = failed?.id ?? 0;
    });
    await smtp.start();
    await waitFor(async () =>
      expect(
        smtp
          .to(await addressOf(ctx.a.users.EMPLOYEE))
          .some((m) => m.mail.subject?.startsWith("Your time off 2030-05-06 to 2030-05-06 was approved")),
      ).toBe(true),
    );
    const [sent] = await ctx.db
      .select({ attempts: mailOutbox.attempts, status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, failedId));
    expect(sent?.status).toBe("SENT");
    expect(sent?.attempts).toBeGreaterThan(1);
  });
});
