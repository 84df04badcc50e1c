import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../src/domain/time";
import { openDatabase } from "../../src/server/db/client";
import { pushSubscriptions } from "../../src/server/db/schema/push";
import { serverSecrets } from "../../src/server/db/schema/server-secrets";
import { ensureVapidKeys } from "../../src/server/push/vapid";
import { FUTURE_MONDAY } from "./employee-week";
import { eventually, expectBadRequest, setup, type TestContext } from "./helper";
import { BrowserKeys, readVapid, startPushReceiver, type PushReceiver } from "./push-receiver";

// Web Push (docs/api.md, Push): the public key, subscribing the caller's browser, and pushes that a real
// (local) push service receives, decrypted here with the browser's keys (RFC 8291) and their VAPID
// signature checked (RFC 8292). On PostgreSQL the pushes go through pg-boss, as in production.

let ctx: TestContext;
let receiver: PushReceiver;
beforeAll(async () => {
  ctx = await setup();
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});

const browser = () => {
  const keys = new BrowserKeys();
  return {
    keys,
    body: {
      endpoint: `https://push.example.com/${keys.auth}`,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    },
  };
};

/** A subscription whose endpoint is the local receiver (the route takes https only, as browsers give). */
async function subscribeLocally(userId: number, path: string, keys: BrowserKeys) {
  const [row] = await ctx.db
    .insert(pushSubscriptions)
    .values({
      tenantId: ctx.a.id,
      userId,
      endpoint: `${receiver.origin}${path}`,
      p256dh: keys.p256dh,
      auth: keys.auth,
    })
    .returning({ id: pushSubscriptions.id });
  return row?.id;
}

const fileTimeOff = (day: number) =>
  ctx.call("EMPLOYEE", "POST", "/api/requests/timeoff", {
    startDate: addDays(FUTURE_MONDAY, day),
    endDate: addDays(FUTURE_MONDAY, day),
  });

describe("push keys and subscriptions", () => {
  it("gives the VAPID public key to signed-in callers only; it is the same for every instance", async () => {
    expect((await ctx.call(null, "GET", "/api/push/public-key")).statusCode).toBe(401);
    const res = await ctx.call("EMPLOYEE", "GET", "/api/push/public-key");
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    // An uncompressed P-256 point: 65 bytes.
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    const other = await ctx.buildApp();
    const again = await other.inject({
      method: "GET",
      url: "/api/push/public-key",
      headers: { cookie: ctx.cookie("MANAGER", "b") },
    });
    expect(again.json()).toEqual({ publicKey });
  });

  it("subscribes and unsubscribes the caller's browser; another person's endpoint is left alone", async () => {
    const { body } = browser();
    const res = await ctx.call("EMPLOYEE", "POST", "/api/push/subscriptions", body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ endpoint: body.endpoint });
    // Subscribing again (new keys) keeps one row.
    expect((await ctx.call("EMPLOYEE", "POST", "/api/push/subscriptions", body)).statusCode).toBe(201);
    const rows = () =>
      ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint));
    expect(await rows()).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ tenantId: ctx.a.id, userId: ctx.a.users.EMPLOYEE });

    const unsubscribe = (role: "EMPLOYEE" | "EMPLOYEE2") =>
      ctx.call(role, "DELETE", "/api/push/subscriptions", { endpoint: body.endpoint });
    expect((await unsubscribe("EMPLOYEE2")).statusCode).toBe(204);
    expect(await rows()).toHaveLength(1);
    expect((await unsubscribe("EMPLOYEE")).statusCode).toBe(204);
    expect(await rows()).toHaveLength(0);
  });

  it("refuses bad subscriptions with 400 and signed-out callers with 401", async () => {
    const { body } = browser();
    expect((await ctx.call(null, "POST", "/api/push/subscriptions", body)).statusCode).toBe(401);
    expectBadRequest(
      await ctx.call("EMPLOYEE", "POST", "/api/push/subscriptions", {
        ...body,
        endpoint: "http://push.example.com/x",
      }),
      "endpoint",
    );
    expectBadRequest(
      await ctx.call("EMPLOYEE", "POST", "/api/push/subscriptions", {
        ...body,
        endpoint: "javascript:alert(1)",
      }),
      "endpoint",
    );
    expectBadRequest(
      await ctx.call("EMPLOYEE", "POST", "/api/push/subscriptions", {
        ...body,
        keys: { p256dh: "short", auth: body.keys.auth },
      }),
      "keys.p256dh",
    );
    expectBadRequest(
      await ctx.call("EMPLOYEE", "POST", "/api/push/subscriptions", { endpoint: body.endpoint }),
      "keys",
    );
    expectBadRequest(await ctx.call("EMPLOYEE", "DELETE", "/api/push/subscriptions", {}), "endpoint");
  });
});

describe("pushing a notification", () => {
  it("a waiting request reaches the approver's browser, encrypted for it and signed with the app's key", async () => {
    const keys = new BrowserKeys();
    await subscribeLocally(ctx.a.users.MANAGER, "/manager", keys);
    expect((await fileTimeOff(1)).statusCode).toBe(201);
    await eventually(
      async () => expect(receiver.received.filter((r) => r.path === "/manager")).toHaveLength(1),
      10_000,
    );
    const [push] = receiver.received.filter((r) => r.path === "/manager");
    if (!push) throw new Error("nothing received");
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const payload = JSON.parse(keys.decrypt(push.body)) as Record<string, string>;
    expect(payload).toMatchObject({ title: "Brigade", link: "/requests" });
    expect(payload.body).toContain("time off");
    // The same words as the notification in the app.
    const page = (await ctx.call("MANAGER", "GET", "/api/notifications")).json() as {
      items: { message: string }[];
    };
    expect(payload.body).toBe(page.items[0]?.message);

    const vapid = readVapid(push.headers.authorization);
    const { publicKey } = (await ctx.call("MANAGER", "GET", "/api/push/public-key")).json() as {
      publicKey: string;
    };
    expect(vapid.key).toBe(publicKey);
    expect(vapid.claims.aud).toBe(receiver.origin);
    expect(vapid.claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("a request that fails (409, rolled back) pushes nothing", async () => {
    const before = receiver.received.length;
    // Overlaps the request filed above: 409, rolled back.
    expect((await fileTimeOff(1)).statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(before);
  });

  it("a 410 from the push service deletes that subscription, and only that one", async () => {
    const gone = new BrowserKeys();
    const kept = new BrowserKeys();
    receiver.answer("/gone", 410);
    const goneId = await subscribeLocally(ctx.a.users.GM, "/gone", gone);
    const keptId = await subscribeLocally(ctx.a.users.GM, "/kept", kept);
    expect((await fileTimeOff(3)).statusCode).toBe(201);
    const exists = async (id: number | undefined) =>
      (
        await ctx.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.id, id ?? -1))
      ).length === 1;
    await eventually(async () => expect(await exists(goneId)).toBe(false), 10_000);
    expect(await exists(keptId)).toBe(true);
    const keptPush = receiver.received.find((r) => r.path === "/kept");
    expect(keptPush && JSON.parse(kept.decrypt(keptPush.body))).toMatchObject({ link: "/requests" });
  });
});

describe("VAPID keys", () => {
  it("two instances making the keys at once on one database agree on one pair", async () => {
    // Two connections (pools) on PostgreSQL, as two instances have; on PGlite, one database.
    const second = ctx.url ? await openDatabase({ url: ctx.url }) : ctx.database;
    try {
      for (let round = 0; round < 5; round += 1) {
        await ctx.db.delete(serverSecrets).where(eq(serverSecrets.name, "vapid"));
        const [a, b] = await Promise.all([ensureVapidKeys(ctx.db), ensureVapidKeys(second.db)]);
        expect(a).toEqual(b);
        const rows = await ctx.db
          .select()
          .from(serverSecrets)
          .where(and(eq(serverSecrets.name, "vapid")));
        expect(rows).toHaveLength(1);
        expect(JSON.parse(rows[0]?.value ?? "null")).toEqual(a);
      }
    } finally {
      if (second !== ctx.database) await second.close();
    }
  });
});
