import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { canAccessRoute, type AppRoute } from "../../domain/permissions";
import { LoadingScreen } from "@/components/loading-screen";
import { preloadable, preloadsSettled } from "@/lib/lazy";
import { useCurrentUser, useCurrentUserQuery } from "@/lib/current-user";
import { AccessDeniedPage } from "./access-denied-page";

// The shell (sidebar, sheet, tooltips, menus) loads only once someone is signed in: /login stays light.
export const AppShell = preloadable(() => import("./shell/app-shell"), "AppShell");
const SetPasswordPage = lazy(async () => ({
  default: (await import("@/features/auth/set-password-page")).SetPasswordPage,
}));

/**
 * Root layout: "Loading" until the current user is known; then the shell around the screens for a
 * signed-in user, or the bare screens (login, sign-up, 404) for everyone else.
 */
export function RootLayout() {
  const { data: user, isPending } = useCurrentUserQuery();
  const codeReady = useShellCode(Boolean(user));
  if (isPending || (user && !codeReady)) return <LoadingScreen fullScreen />;
  const screen = (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
  // Invited with a one-time password: nothing else until it is replaced (the server refuses the rest).
  if (user?.mustChangePassword) {
    return (
      <main className="min-h-svh">
        <Suspense fallback={<LoadingScreen fullScreen />}>
          <SetPasswordPage user={user} />
        </Suspense>
      </main>
    );
  }
  return user ? (
    <Suspense fallback={<LoadingScreen fullScreen />}>
      <AppShell>{screen}</AppShell>
    </Suspense>
  ) : (
    <main className="min-h-svh">{screen}</main>
  );
}

/**
 * Whether the shell's code, and whatever app/preload.ts started loading with it (the screen at the
 * address), is there; loads the shell when `wanted`. Until then the root shows "Loading" itself rather
 * than through Suspense: a suspended shell's content is held back up to 300 ms after its fallback (React's
 * throttle), which the Schedule screen's first load paid twice (issue 13). True from then on.
 */
function useShellCode(wanted: boolean): boolean {
  const [ready, setReady] = useState(() => AppShell.isLoaded());
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    void AppShell.preload()
      .catch(() => undefined) // the shell's render then fails into the route's error page
      .then(preloadsSettled)
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}

/** /login and /signup: a signed-in user goes to /. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return user ? <Navigate to="/" replace /> : children;
}

/** Every other route: no user → /login; a role without access → Access Denied (ROUTE_ACCESS). */
export function RequireAccess({ route, children }: { route: AppRoute; children: ReactNode }) {
  const user = useCurrentUser();
  if (!user) return <Navigate to="/login" replace />;
  if (!canAccessRoute(user, route)) return <AccessDeniedPage />;
  return children;
}
