import { expect, type Page } from "@playwright/test";
import type { RequestShift, SwapRequest } from "../../src/domain/schemas/requests";
import { statCard } from "./helpers";

/** Helpers of the requests browser tests (tests/e2e/helpers.ts belongs to the web foundation). */

export type Kind = "timeoff" | "swap";

const TABLE_NAME: Record<Kind, string> = { timeoff: "Time-off requests", swap: "Shift swap requests" };

export function requestsTable(page: Page, kind: Kind) {
  return page.getByRole("table", { name: TABLE_NAME[kind] });
}

export function requestRow(page: Page, kind: Kind, id: number) {
  return requestsTable(page, kind).locator(`tr[data-request-id="${id}"]`);
}

export async function openTab(page: Page, kind: Kind): Promise<void> {
  const tab = page.getByRole("tab", { name: kind === "timeoff" ? "Time-Off Requests" : "Shift Swaps" });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

/** The figure of one summary card ("Pending Requests", "Approved This Week", "Denied This Week"). */
export async function summaryCount(page: Page, title: string): Promise<number> {
  const card = page.getByRole("region", { name: "Request summary" }).locator(statCard(page, title));
  return Number(await card.locator("p").first().innerText());
}

export async function summaryCounts(page: Page) {
  return {
    pending: await summaryCount(page, "Pending Requests"),
    approved: await summaryCount(page, "Approved This Week"),
    denied: await summaryCount(page, "Denied This Week"),
  };
}

/** The ids of the requests of this kind that are pending right now, as the signed-in user sees them. */
export async function pendingIds(page: Page, kind: Kind): Promise<number[]> {
  const response = await page.request.get(`/api/requests/${kind}`);
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as { id: number; status: string }[];
  return rows.filter((r) => r.status === "pending").map((r) => r.id);
}

export type FakeSwap = SwapRequest;

const fakeShift = (id: number, date: string, startTime: string, endTime: string): RequestShift => ({
  id,
  date,
  startTime,
  endTime,
  positionId: 1,
  positionName: "Server",
  storeId: 1,
  storeName: "Downtown Bistro",
});

/** A swap as the API answers it: Ethan Brooks's overnight shift for Grace Kim's the next day. */
export function fakeSwap(id: number, status: SwapRequest["status"]): FakeSwap {
  return {
    id,
    requestingUserId: 4,
    requestingUserName: "Ethan Brooks",
    requestingShiftId: id * 10,
    requestingShift: fakeShift(id * 10, "2026-12-01", "22:00", "06:00"),
    targetUserId: 5,
    targetUserName: "Grace Kim",
    targetShiftId: id * 10 + 1,
    targetShift: fakeShift(id * 10 + 1, "2026-12-02", "10:00", "16:00"),
    status,
    decisionNote: null,
  };
}

/**
 * Serves the swap list from memory and decides it on PATCH. The API has no endpoint that creates
 * requests, and the demo organization has only one pending swap, so the second swap decision (and the
 * failure and in-flight cases) run against this stand-in. `patch` may answer differently or wait.
 */
export async function fakeSwapApi(
  page: Page,
  swaps: FakeSwap[],
  patch?: (id: number, status: string) => Promise<{ status: number; body: unknown } | null>,
): Promise<{ patched: { id: number; status: string; decisionNote?: string }[] }> {
  const patched: { id: number; status: string; decisionNote?: string }[] = [];
  await page.route(/\/api\/requests\/swap(\/\d+)?$/, async (route) => {
    const request = route.request();
    if (request.method() === "GET") {
      await route.fulfill({ json: swaps });
      return;
    }
    const id = Number(new URL(request.url()).pathname.split("/").pop());
    const decision = request.postDataJSON() as { status: SwapRequest["status"]; decisionNote?: string };
    const { status } = decision;
    patched.push({ id, ...decision });
    const answer = patch ? await patch(id, status) : null;
    if (answer) {
      await route.fulfill({ status: answer.status, json: answer.body });
      return;
    }
    const swap = swaps.find((s) => s.id === id);
    if (!swap) {
      await route.fulfill({ status: 404, json: { message: "Swap request not found" } });
      return;
    }
    swap.status = status;
    swap.decisionNote = decision.decisionNote ?? null;
    await route.fulfill({ json: swap });
  });
  return { patched };
}
