import type { QueryClient } from "@tanstack/react-query";
import { AppShell } from "./route-guards";
import { LoginPage, SCREENS } from "./router";
import { instanceQueryOptions } from "@/features/auth/api";
import { scheduleQueryOptions, scheduleWeekFor } from "@/features/schedule/schedule-query";
import { currentUserQueryOptions } from "@/lib/current-user";
import { employeesQueryOptions } from "@/lib/queries/employees";
import { positionsQueryOptions } from "@/lib/queries/positions";
import { storesQueryOptions } from "@/lib/queries/stores";

/**
 * On the app's first load, what the page at the address will need starts loading at once instead of
 * after the sign-in check and the shell (issue 13: /schedule waited ~1 s for that chain before asking for
 * its week). The week is the one the screen will show (the address's, else the first store's this week).
 * Not signed in: the 401 sends to /login as any other call does.
 */
export function preloadCurrentRoute(queryClient: QueryClient, location: Location): void {
  if (location.pathname === "/login") return preloadLogin(queryClient);
  if (location.pathname !== "/schedule") return;
  // The sign-in check first: the shell it opens, and the screen, would otherwise be asked for after it.
  void queryClient.prefetchQuery(currentUserQueryOptions());
  // What the grid's rows are made of. The roster is a manager's (an employee's 403 stays unused: their
  // Schedule screen does not ask for it).
  void queryClient.prefetchQuery(storesQueryOptions());
  void queryClient.prefetchQuery(positionsQueryOptions());
  void queryClient.prefetchQuery(employeesQueryOptions());
  // The week itself, as soon as the stores say which: the screen's code is still loading then.
  const params = new URLSearchParams(location.search);
  void queryClient
    .fetchQuery(storesQueryOptions())
    .then((stores) => {
      const { storeId, monday } = scheduleWeekFor(params, stores);
      if (storeId > 0) void queryClient.prefetchQuery(scheduleQueryOptions(storeId, monday));
    })
    .catch(() => undefined);
  // The code last: loading it inserts a preload link per chunk, which takes the main thread a while. Once
  // loaded, the shell and the screen render without a fallback (lib/lazy.ts).
  // A failure is left to the render, which asks again.
  AppShell.preload().catch(() => undefined);
  SCREENS["/schedule"].preload().catch(() => undefined);
}

/**
 * /login asks for three things one after the other: the sign-in check, then (signed out) its code, then
 * whether to list the demo accounts, whose box then pushed the centred card up (issue 32: a layout shift
 * and ~0.5 s of a phone's LCP). All three start together instead.
 */
function preloadLogin(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(currentUserQueryOptions());
  void queryClient.prefetchQuery(instanceQueryOptions());
  LoginPage.preload().catch(() => undefined);
}
