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

export const LoginPage = lazyPage(() => import("@/features/auth/login-page"), "LoginPage");
const SignupPage = lazyPage(() => import("@/features/auth/signup-page"), "SignupPage");
/** A store kiosk: public, signed in or not (the address is the permission). */
const KioskPage = lazyPage(() => import("@/features/kiosk/kiosk-page"), "KioskPage");
const ForgotPasswordPage = lazyPage(
  () => import("@/features/auth/forgot-password-page"),
  "ForgotPasswordPage",
);
const SetPasswordLinkPage = lazyPage(
  () => import("@/features/auth/password-link-page"),
  "SetPasswordLinkPage",
);
const ResetPasswordPage = lazyPage(() => import("@/features/auth/password-link-page"), "ResetPasswordPage");
const UnsubscribePage = lazyPage(() => import("@/features/auth/unsubscribe-page"), "UnsubscribePage");

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
      {
        path: "/login",
        element: (
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        ),
      },
      {
        path: "/signup",
        element: (
          <PublicOnly>
            <SignupPage />
          </PublicOnly>
        ),
      },
      { path: "/kiosk/:token", element: <KioskPage /> },
      {
        path: "/forgot-password",
        element: (
          <PublicOnly>
            <ForgotPasswordPage />
          </PublicOnly>
        ),
      },
      // Emailed links: open signed in or not (the link, not the session, says who).
      { path: "/set-password", element: <SetPasswordLinkPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/unsubscribe", element: <UnsubscribePage /> },
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
