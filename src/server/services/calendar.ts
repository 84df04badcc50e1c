import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import ical from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { addDays, endsNextDay, formatTime, parseTime } from "../../domain/time";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { calendarFeeds } from "../db/schema/employee-side";
import { positions } from "../db/schema/positions";
import { publishedShifts } from "../schedules/published-shifts";

/**
 * The feed's subscribe links, on the public address (PUBLIC_URL, else the request's origin): webcal:// is
 * the same address for calendar apps, and Google Calendar subscribes through its own page.
 */
export function withSubscribeLinks(address: { url: string }, origin: string) {
  // Joined, not resolved: a PUBLIC_URL with a path (https://example.com/brigade) keeps it.
  const webcalUrl = `${origin}${address.url}`.replace(/^https?:/, "webcal:");
  return {
    url: address.url,
    webcalUrl,
    googleUrl: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl)}`,
  };
}

/** 24 random bytes: the whole secret of the address (docs/decisions/060-employee-side.md). */
const newToken = () => randomBytes(24).toString("base64url");
const addressOf = (token: string) => `/api/calendar/${token}.ics`;

/** The caller's secret calendar address, made on first use. */
export async function calendarAddress(db: Db, caller: CurrentUser): Promise<{ url: string }> {
  const [existing] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tenantId, caller.tenantId), eq(calendarFeeds.userId, caller.id)));
  if (existing) return { url: addressOf(existing.token) };
  const [row] = await db
    .insert(calendarFeeds)
    .values({ tenantId: caller.tenantId, userId: caller.id, token: newToken() })
    .onConflictDoNothing()
    .returning({ token: calendarFeeds.token });
  if (row) return { url: addressOf(row.token) };
  return calendarAddress(db, caller); // another request made it meanwhile
}

/** A new secret; the old address answers 404 from now on. */
export async function resetCalendarAddress(db: Db, caller: CurrentUser): Promise<{ url: string }> {
  const token = newToken();
  await db
    .insert(calendarFeeds)
    .values({ tenantId: caller.tenantId, userId: caller.id, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
  return { url: addressOf(token) };
}

/** How far back and ahead the feed reaches (calendar apps poll it; older weeks stay in their cache). */
const PAST_DAYS = 35;
const FUTURE_DAYS = 120;

/**
 * The RFC 5545 feed of one person's published shifts, or undefined for an unknown token. The token alone
 * picks the person and organization; nothing else of the organization is reachable through it.
 */
export async function calendarFeed(db: Db, token: string, now = new Date()): Promise<string | undefined> {
  const [feed] = await db
    .select({ tenantId: calendarFeeds.tenantId, userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  if (!feed) return undefined;
  const today = now.toISOString().slice(0, 10);
  const [all, positionRows] = await Promise.all([
    publishedShifts(db, feed.tenantId, { from: addDays(today, -PAST_DAYS), to: addDays(today, FUTURE_DAYS) }),
    db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(eq(positions.tenantId, feed.tenantId)),
  ]);
  const positionName = new Map(positionRows.map((p) => [p.id, p.name]));
  const calendar = ical({ name: "Brigade shifts", prodId: { company: "Brigade", product: "Shifts" } });
  calendar.timezone({ name: null, generator: (tz) => tzlib_get_ical_block(tz)[0] ?? null });
  for (const s of all.filter((x) => x.userId === feed.userId)) {
    const position = positionName.get(s.positionId) ?? "Shift";
    const breaks = s.breaks.map((b) => `${b.kind === "MEAL" ? "Meal" : "Rest"} break ${b.start}-${b.end}`);
    calendar.createEvent({
      // One UID per shift for its whole life: a changed shift updates the event instead of adding one.
      id: `shift-${s.id}@brigade`,
      start: wallClock(s.date, s.startTime),
      // An end at or before the start is the next day (docs/product.md, The real week): DTEND on that
      // date, as a wall time in the store's zone, so a daylight-saving night keeps its true length.
      end: wallClock(endsNextDay(s.startTime, s.endTime) ? addDays(s.date, 1) : s.date, s.endTime),
      // ical-generator writes the given wall-clock time with this TZID (and its VTIMEZONE).
      timezone: s.timezone,
      summary: `${position} at ${s.storeName}`,
      location: s.storeName,
      description: breaks.join("\n") || null,
    });
  }
  return calendar.toString();
}

/** "YYYY-MM-DDTHH:MM:00" without an offset: ical-generator reads it as the event's wall clock. */
function wallClock(date: string, time: string): string {
  const minutes = parseTime(time);
  return minutes >= 1440 ? `${addDays(date, 1)}T00:00:00` : `${date}T${formatTime(minutes)}:00`;
}
