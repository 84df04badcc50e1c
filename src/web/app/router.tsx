import type { ComponentType } from "react";
import { createBrowserRouter } from "react-router";
import type { AppRoute } from "../../domain/permissions";
import { preloadable, type PreloadableComponent } from "@/lib/lazy";
import { NotFoundPage } from "./not-found-page";
import { RouteErrorPage } from "./route-error-page";
import { PublicOnly, RequireAccess, RootLayout } from "./route-guards";

/** Every screen is its own chunk: `lazyPage(() => import("…/x-page"), "XPage")`; app/preload.ts may
 * load it before the route renders. */
const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  preloadable(load, name);

/**
 * The screens a person signed out can open. With SCREENS, each screen's address beside the module that
 * draws it: the build reads both lists (scripts/route-preloads.ts) to have the page at an address ask for
 * that module's code from its HTML, before the app's own code has run.
 */
export const PUBLIC_PAGES = {
  "/login": lazyPage(() => import("@/features/auth/login-page"), "LoginPage"),
  "/signup": lazyPage(() => import("@/features/auth/signup-page"), "SignupPage"),
  "/kiosk/:token": lazyPage(() => import("@/features/kiosk/kiosk-page"), "KioskPage"),
  "/forgot-password": lazyPage(() => import("@/features/auth/forgot-password-page"), "ForgotPasswordPage"),
  "/set-password": lazyPage(() => import("@/features/auth/password-link-page"), "SetPasswordLinkPage"),
  "/reset-password": lazyPage(() => import("@/features/auth/password-link-page"), "ResetPasswordPage"),
  "/unsubscribe": lazyPage(() => import("@/features/auth/unsubscribe-page"), "UnsubscribePage"),
} satisfies Record<string, PreloadableComponent<object>>;

export const LoginPage = PUBLIC_PAGES["/login"];

/**
 * Screens for the signed out only: a session goes on to its start page. The others open signed in or not:
 * the kiosk's address is its permission, and an emailed link (not the session) says who.
 */
const SIGNED_OUT_ONLY: ReadonlySet<string> = new Set(["/login", "/signup", "/forgot-password"]);

/** One entry per route of ROUTE_ACCESS; `satisfies` makes a missing route a type error. */
export const SCREENS = {
  "/": lazyPage(() => import("@/features/dashboard/dashboard-page"), "DashboardPage"),
  "/schedule": lazyPage(() => import("@/features/schedule/schedule-page"), "SchedulePage"),
  "/schedule/all-stores": lazyPage(() => import("@/features/schedule/group-run-page"), "GroupRunPage"),
  "/requests": lazyPage(() => import("@/features/requests/requests-page"), "RequestsPage"),
  "/availability": lazyPage(() => import("@/features/availability/availability-page"), "AvailabilityPage"),
  "/preferences": lazyPage(() => import("@/features/preferences/preferences-page"), "PreferencesPage"),
  "/helpdesk": lazyPage(() => import("@/features/helpdesk/helpdesk-page"), "HelpdeskPage"),
  "/account": lazyPage(() => import("@/features/account/account-page"), "AccountPage"),
  "/stores": lazyPage(() => import("@/features/stores/stores-page"), "StoresPage"),
  "/positions": lazyPage(() => import("@/features/positions/positions-page"), "PositionsPage"),
  "/constraints": lazyPage(() => import("@/features/constraints/constraints-page"), "ConstraintsPage"),
  "/staffing": lazyPage(() => import("@/features/staffing/staffing-page"), "StaffingPage"),
  "/team": lazyPage(() => import("@/features/team/team-page"), "TeamPage"),
  "/labor": lazyPage(() => import("@/features/labor/labor-page"), "LaborPage"),
  "/reports": lazyPage(() => import("@/features/reports/reports-page"), "ReportsPage"),
  "/timesheets": lazyPage(() => import("@/features/timesheets/timesheets-page"), "TimesheetsPage"),
  "/admin": lazyPage(() => import("@/features/admin/admin-page"), "AdminPage"),
} satisfies Record<AppRoute, PreloadableComponent<object>>;

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...Object.entries(PUBLIC_PAGES).map(([path, Page]) => ({
        path,
        element: SIGNED_OUT_ONLY.has(path) ? (
          <PublicOnly>
            <Page />
          </PublicOnly>
        ) : (
          <Page />
        ),
      })),
      ...Object.entries(SCREENS).map(([path, Screen]) => ({
        path,
        element: (
          <RequireAccess route={path as AppRoute}>
            <Screen />
          </RequireAccess>
        ),
      })),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
