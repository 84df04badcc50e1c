import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/domain/roles";
import type { Ticket, TicketList } from "../../src/domain/schemas/helpdesk";
import { notifications } from "../../src/server/db/schema/employee-side";
import { helpdeskTickets } from "../../src/server/db/schema/helpdesk";
import { users } from "../../src/server/db/schema/users";
import { expectBadRequest, rawJson, rolesWith, rolesWithout, setup, type TestContext } from "./helper";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

type Caller = Role | "EMPLOYEE2";
const ANSWERERS = rolesWith("answerTickets");
const OTHERS = rolesWithout("answerTickets");

async function file(role: Caller, title: string, body = "Please help"): Promise<Ticket> {
  const res = await ctx.call(role, "POST", "/api/helpdesk/tickets", { title, body });
  expect(res.statusCode).toBe(201);
  return res.json() as Ticket;
}

async function list(role: Caller): Promise<TicketList> {
  const res = await ctx.call(role, "GET", "/api/helpdesk/tickets");
  expect(res.statusCode).toBe(200);
  return res.json() as TicketList;
}

/** Who was told about a ticket (HELPDESK notifications linking to it), by user id. */
async function toldAbout(ticketId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.kind, "HELPDESK"), eq(notifications.link, `/helpdesk?ticket=${ticketId}`)));
  return rows.map((r) => r.userId).sort((x, y) => x - y);
}

async function clearNotifications() {
  await ctx.db.delete(notifications).where(eq(notifications.kind, "HELPDESK"));
}

const idsOf = (roles: Caller[]) => roles.map((r) => ctx.a.users[r]).sort((x, y) => x - y);

describe("a new organization", () => {
  it("starts with no tickets, zero counts, no average and no activity", async () => {
    expect(await list("MANAGER")).toEqual({
      tickets: [],
      counts: { open: 0, inProgress: 0, resolved: 0 },
      avgResponseHours: null,
      activity: [],
    });
  });
});

describe("filing a ticket", () => {
  it.each([...OTHERS, ...ANSWERERS])("%s files one; every answerer but the author is told", async (role) => {
    const ticket = await file(role, `  From ${role}  `, "  My question  ");
    expect(ticket).toMatchObject({
      title: `From ${role}`,
      body: "My question",
      status: "OPEN",
      replies: 0,
      events: [],
      createdBy: { id: ctx.a.users[role], name: `${role} of ${ctx.a.usernames[role].split("-")[0]}` },
    });
    expect(await toldAbout(ticket.id)).toEqual(idsOf(ANSWERERS.filter((r) => r !== role)));
  });

  it("names the author by username when they have no full name", async () => {
    await ctx.db.update(users).set({ fullName: null }).where(eq(users.id, ctx.a.users.EMPLOYEE2));
    const ticket = await file("EMPLOYEE2", "No name");
    expect(ticket.createdBy.name).toBe(`${ctx.a.usernames.EMPLOYEE}2`);
    await ctx.db
      .update(users)
      .set({ fullName: "Second employee" })
      .where(eq(users.id, ctx.a.users.EMPLOYEE2));
  });
});

describe("who sees which tickets", () => {
  it.each(OTHERS)("%s lists only their own tickets", async (role) => {
    const { tickets } = await list(role);
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.every((t) => t.createdBy.id === ctx.a.users[role])).toBe(true);
  });

  it.each(ANSWERERS)("%s lists all of the organization's tickets, newest first", async (role) => {
    const { tickets } = await list(role);
    const rows = await ctx.db
      .select({ id: helpdeskTickets.id })
      .from(helpdeskTickets)
      .where(eq(helpdeskTickets.tenantId, ctx.a.id));
    expect(tickets.map((t) => t.id)).toEqual(rows.map((r) => r.id).sort((x, y) => y - x));
  });

  it("an employee cannot read, answer or move a coworker's ticket (404, 403 on status)", async () => {
    const theirs = await file("EMPLOYEE2", "Coworker's");
    expect((await ctx.call("EMPLOYEE", "GET", `/api/helpdesk/tickets/${theirs.id}`)).statusCode).toBe(404);
    const reply = await ctx.call("EMPLOYEE", "POST", `/api/helpdesk/tickets/${theirs.id}/replies`, {
      body: "Mine now",
    });
    expect(reply.statusCode).toBe(404);
    const move = await ctx.call("EMPLOYEE", "PATCH", `/api/helpdesk/tickets/${theirs.id}/status`, {
      status: "RESOLVED",
    });
    expect(move.statusCode).toBe(403);
    expect((await ctx.call("EMPLOYEE2", "GET", `/api/helpdesk/tickets/${theirs.id}`)).json()).toMatchObject({
      status: "OPEN",
      events: [],
    });
  });

  it.each(OTHERS)("%s cannot move even their own ticket (403)", async (role) => {
    const mine = await file(role, "Mine");
    const res = await ctx.call(role, "PATCH", `/api/helpdesk/tickets/${mine.id}/status`, {
      status: "RESOLVED",
    });
    expect(res.statusCode).toBe(403);
  });

  it("another organization's ticket is 404 on every route", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/helpdesk/tickets",
      headers: { cookie: ctx.cookie("EMPLOYEE", "b") },
      payload: { title: "Org B", body: "Private" },
    });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as Ticket).id;
    for (const role of ["OWNER", "MANAGER", "EMPLOYEE"] as const) {
      expect((await ctx.call(role, "GET", `/api/helpdesk/tickets/${id}`)).statusCode).toBe(404);
      expect(
        (await ctx.call(role, "POST", `/api/helpdesk/tickets/${id}/replies`, { body: "Hi" })).statusCode,
      ).toBe(404);
    }
    const move = await ctx.call("MANAGER", "PATCH", `/api/helpdesk/tickets/${id}/status`, {
      status: "RESOLVED",
    });
    expect(move.statusCode).toBe(404);
    expect((await list("OWNER")).tickets.map((t) => t.id)).not.toContain(id);
    // Only org B's answerers heard of it.
    expect(await toldAbout(id)).toEqual(ANSWERERS.map((r) => ctx.b.users[r]).sort((x, y) => x - y));
    const [row] = await ctx.db.select().from(helpdeskTickets).where(eq(helpdeskTickets.id, id));
    expect(row?.status).toBe("OPEN");
  });

  it("a missing ticket is 404", async () => {
    expect((await ctx.call("MANAGER", "GET", "/api/helpdesk/tickets/999999")).statusCode).toBe(404);
  });
});

describe("a conversation", () => {
  it("an answer, the author's reply and status changes, each told to the right people", async () => {
    const ticket = await file("EMPLOYEE", "Schedule missing");
    await clearNotifications();

    // The manager answers: the author is told; the ticket stays open and now has a first response.
    const answered = await ctx.call("MANAGER", "POST", `/api/helpdesk/tickets/${ticket.id}/replies`, {
      body: "Looking into it",
    });
    expect(answered.statusCode).toBe(201);
    const afterAnswer = answered.json() as Ticket;
    expect(afterAnswer).toMatchObject({ status: "OPEN", replies: 1 });
    expect(afterAnswer.events).toMatchObject([
      { kind: "REPLY", author: { id: ctx.a.users.MANAGER }, body: "Looking into it", status: null },
    ]);
    expect(Date.parse(afterAnswer.updatedAt)).toBeGreaterThanOrEqual(Date.parse(ticket.updatedAt));
    const [row] = await ctx.db.select().from(helpdeskTickets).where(eq(helpdeskTickets.id, ticket.id));
    expect(row?.firstResponseAt?.toISOString()).toBe(afterAnswer.events[0]?.createdAt);
    expect(await toldAbout(ticket.id)).toEqual(idsOf(["EMPLOYEE"]));

    // The author replies: only the manager who took part is told.
    await clearNotifications();
    const back = await ctx.call("EMPLOYEE", "POST", `/api/helpdesk/tickets/${ticket.id}/replies`, {
      body: "Thanks",
    });
    expect(back.statusCode).toBe(201);
    expect(await toldAbout(ticket.id)).toEqual(idsOf(["MANAGER"]));

    // The owner moves it with a note, then resolves it: the author is told each time.
    await clearNotifications();
    const moved = await ctx.call("OWNER", "PATCH", `/api/helpdesk/tickets/${ticket.id}/status`, {
      status: "IN_PROGRESS",
      note: "On it",
    });
    expect(moved.statusCode).toBe(200);
    const resolved = await ctx.call("OWNER", "PATCH", `/api/helpdesk/tickets/${ticket.id}/status`, {
      status: "RESOLVED",
    });
    expect(resolved.statusCode).toBe(200);
    expect(await toldAbout(ticket.id)).toEqual(idsOf(["EMPLOYEE", "EMPLOYEE"]));
    const seen = (await ctx.call("EMPLOYEE", "GET", `/api/helpdesk/tickets/${ticket.id}`)).json() as Ticket;
    expect(seen).toMatchObject({ status: "RESOLVED", replies: 2 });
    expect(seen.events.map((ev) => [ev.kind, ev.status, ev.body])).toEqual([
      ["REPLY", null, "Looking into it"],
      ["REPLY", null, "Thanks"],
      ["STATUS", "IN_PROGRESS", "On it"],
      ["STATUS", "RESOLVED", null],
    ]);
    // The first response stays the first one.
    const [after] = await ctx.db.select().from(helpdeskTickets).where(eq(helpdeskTickets.id, ticket.id));
    expect(after?.firstResponseAt?.toISOString()).toBe(row?.firstResponseAt?.toISOString());

    // Moving it to where it is already: 409, nothing recorded.
    const again = await ctx.call("OWNER", "PATCH", `/api/helpdesk/tickets/${ticket.id}/status`, {
      status: "RESOLVED",
    });
    expect(again.statusCode).toBe(409);
    expect(
      ((await ctx.call("OWNER", "GET", `/api/helpdesk/tickets/${ticket.id}`)).json() as Ticket).events,
    ).toHaveLength(4);
  });

  it("an author's reply before any answer tells every answerer; the author's own reply is no response", async () => {
    const ticket = await file("TRAINER", "Anyone there?");
    await clearNotifications();
    await ctx.call("TRAINER", "POST", `/api/helpdesk/tickets/${ticket.id}/replies`, { body: "Hello?" });
    expect(await toldAbout(ticket.id)).toEqual(idsOf(ANSWERERS));
    const [row] = await ctx.db.select().from(helpdeskTickets).where(eq(helpdeskTickets.id, ticket.id));
    expect(row?.firstResponseAt).toBeNull();
  });

  it("an answerer who moves or answers their own ticket tells no one about it", async () => {
    const ticket = await file("MANAGER", "Own ticket");
    await clearNotifications();
    await ctx.call("MANAGER", "PATCH", `/api/helpdesk/tickets/${ticket.id}/status`, { status: "RESOLVED" });
    expect(await toldAbout(ticket.id)).toEqual([]);
  });
});

describe("the cards and the activity", () => {
  it("counts by status and averages the hours to a first answer over the tickets the caller sees", async () => {
    const all = await list("MANAGER");
    const byStatus = (s: string) => all.tickets.filter((t) => t.status === s).length;
    expect(all.counts).toEqual({
      open: byStatus("OPEN"),
      inProgress: byStatus("IN_PROGRESS"),
      resolved: byStatus("RESOLVED"),
    });
    expect(all.counts.resolved).toBeGreaterThan(0);

    // Two answered tickets of the employee: 2 h and 5 h to their first answer; every other one unanswered.
    const mine = (await list("EMPLOYEE")).tickets.map((t) => t.id);
    const [first, second] = mine;
    if (first === undefined || second === undefined) throw new Error("the employee has two tickets");
    await ctx.db
      .update(helpdeskTickets)
      .set({ firstResponseAt: null })
      .where(eq(helpdeskTickets.tenantId, ctx.a.id));
    const at = new Date("2026-11-20T10:00:00Z");
    const set = (id: number, hours: number) =>
      ctx.db
        .update(helpdeskTickets)
        .set({ createdAt: at, firstResponseAt: new Date(at.getTime() + hours * 3_600_000) })
        .where(eq(helpdeskTickets.id, id));
    await set(first, 2);
    await set(second, 5);
    expect((await list("EMPLOYEE")).avgResponseHours).toBe(3.5);
    expect((await list("MANAGER")).avgResponseHours).toBe(3.5);
    expect((await list("TRAINER")).avgResponseHours).toBeNull();
  });

  it("shows the latest ten filings, replies and moves, newest first, of the tickets the caller sees", async () => {
    const manager = await list("MANAGER");
    expect(manager.activity).toHaveLength(10);
    const times = manager.activity.map((a) => Date.parse(a.at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const fresh = await file("EMPLOYEE2", "Newest");
    await ctx.call("GM", "POST", `/api/helpdesk/tickets/${fresh.id}/replies`, { body: "Seen" });
    const [reply, filed] = (await list("OWNER")).activity;
    expect(reply).toMatchObject({ ticketId: fresh.id, kind: "REPLY", author: { id: ctx.a.users.GM } });
    expect(filed).toMatchObject({ ticketId: fresh.id, kind: "CREATED", ticketTitle: "Newest" });

    const employee = await list("EMPLOYEE");
    const own = new Set(employee.tickets.map((t) => t.id));
    expect(employee.activity.length).toBeGreaterThan(0);
    expect(employee.activity.every((a) => own.has(a.ticketId))).toBe(true);
  });
});

describe("bad input", () => {
  const long = "x".repeat(100_000);
  it.each([
    ["an empty title", { title: "", body: "b" }, "title"],
    ["a whitespace title", { title: "   ", body: "b" }, "title"],
    ["a 201-character title", { title: "t".repeat(201), body: "b" }, "title"],
    ["an empty message", { title: "t", body: "" }, "body"],
    ["a whitespace message", { title: "t", body: " \n\t " }, "body"],
    ["a 100k-character message", { title: "t", body: long }, "body"],
    ["a number for the title", { title: 5, body: "b" }, "title"],
    ["no message", { title: "t" }, "body"],
  ])("filing with %s is 400", async (_, body, path) => {
    expectBadRequest(await ctx.call("EMPLOYEE", "POST", "/api/helpdesk/tickets", body), path);
  });

  it("replies and status changes validate too", async () => {
    const ticket = await file("EMPLOYEE", "Validation");
    const url = `/api/helpdesk/tickets/${ticket.id}`;
    expectBadRequest(await ctx.call("EMPLOYEE", "POST", `${url}/replies`, { body: "" }), "body");
    expectBadRequest(await ctx.call("EMPLOYEE", "POST", `${url}/replies`, { body: long }), "body");
    expectBadRequest(await ctx.call("EMPLOYEE", "POST", `${url}/replies`, { body: ["x"] }), "body");
    expectBadRequest(await ctx.call("MANAGER", "PATCH", `${url}/status`, { status: "CLOSED" }), "status");
    expectBadRequest(await ctx.call("MANAGER", "PATCH", `${url}/status`, { status: "open" }), "status");
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", `${url}/status`, { status: "OPEN", note: long }),
      "note",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", `${url}/status`, { status: "RESOLVED", note: 3 }),
      "note",
    );
    expectBadRequest(await ctx.call("MANAGER", "GET", "/api/helpdesk/tickets/abc"));
    expectBadRequest(await ctx.call("MANAGER", "GET", "/api/helpdesk/tickets/0"));
    expectBadRequest(await rawJson(ctx, "EMPLOYEE", "POST", "/api/helpdesk/tickets", "{not json"));
    const unchanged = (await ctx.call("EMPLOYEE", "GET", url)).json() as Ticket;
    expect(unchanged).toMatchObject({ status: "OPEN", events: [] });
  });

  it("signed out is 401", async () => {
    expect((await ctx.call(null, "GET", "/api/helpdesk/tickets")).statusCode).toBe(401);
    expect(
      (await ctx.call(null, "POST", "/api/helpdesk/tickets", { title: "t", body: "b" })).statusCode,
    ).toBe(401);
  });
});
