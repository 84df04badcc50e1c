import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_KINDS, type NotificationKind } from "../../domain/schemas/me";
import type { Db } from "../db/client";
import { serverSecret } from "./secrets";

const SECRET = "unsubscribe";

export interface UnsubscribeTarget {
  tenantId: number;
  userId: number;
  kind: NotificationKind;
}

/**
 * A token naming one person and one kind, signed with the server's key: it can turn off only that
 * person's email for that kind, and cannot be edited into another person's or kind's.
 */
export async function unsubscribeToken(db: Db, target: UnsubscribeTarget): Promise<string> {
  const body = `${target.tenantId}.${target.userId}.${target.kind}`;
  return `${Buffer.from(body).toString("base64url")}.${await sign(db, body)}`;
}

/** The person and kind a token names, or null when it is not one the server signed. */
export async function readUnsubscribeToken(db: Db, token: string): Promise<UnsubscribeTarget | null> {
  const [encoded, signature, extra] = token.split(".");
  if (!encoded || !signature || extra !== undefined) return null;
  const body = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(await sign(db, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [tenant, user, kind] = body.split(".");
  const tenantId = Number(tenant);
  const userId = Number(user);
  if (!Number.isInteger(tenantId) || !Number.isInteger(userId)) return null;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind ?? "")) return null;
  return { tenantId, userId, kind: kind as NotificationKind };
}

async function sign(db: Db, body: string): Promise<string> {
  return createHmac("sha256", await serverSecret(db, SECRET))
    .update(body)
    .digest("base64url");
}
