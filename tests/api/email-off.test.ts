import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvitedUser } from "../../src/domain/schemas/admin";
import { FORGOT_PASSWORD_ANSWER } from "../../src/domain/schemas/auth";
import type { NotificationSettings } from "../../src/domain/schemas/notification-settings";
import { authTokens, mailOutbox } from "../../src/server/db/schema/outreach";
import { setup, type TestContext } from "./helper";

// Without SMTP_URL (docs/decisions/077-email.md): nothing is queued, invites show the one-time password,
// "Forgot password?" answers the same and sends nothing, and the settings say email is off.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

describe("email off", () => {
  it("settings say so; invites show a one-time password; no link or message is made", async () => {
    const settings = (
      await ctx.call("EMPLOYEE", "GET", "/api/me/notification-settings")
    ).json() as NotificationSettings;
    expect(settings.emailAvailable).toBe(false);
    const res = await ctx.call("ADMIN", "POST", "/api/admin/users", {
      username: "off-cook",
      email: "off.cook@example.com",
      globalRole: "EMPLOYEE",
    });
    const invited = res.json() as InvitedUser;
    expect(invited.oneTimePassword).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(invited.emailedTo).toBeNull();
    const forgot = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { username: "off-cook" },
    });
    expect(forgot.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    const ticket = await ctx.call("EMPLOYEE", "POST", "/api/helpdesk/tickets", {
      title: "Hi",
      body: "Hello",
    });
    expect(ticket.statusCode).toBe(201);
    expect(await ctx.db.select().from(mailOutbox)).toEqual([]);
    expect(await ctx.db.select().from(authTokens).where(eq(authTokens.kind, "RESET"))).toEqual([]);
  });
});
