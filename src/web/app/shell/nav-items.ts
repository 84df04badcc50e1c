import {
  BarChart3Icon,
  BriefcaseIcon,
  CalendarCheckIcon,
  CalendarDaysIcon,
  ClockIcon,
  DollarSignIcon,
  HeartIcon,
  InboxIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  SettingsIcon,
  ShieldIcon,
  StoreIcon,
  TimerIcon,
  UserCogIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import type { User } from "../../../domain/schemas/auth";
import { canAccessRoute, type AppRoute } from "../../../domain/permissions";

export type NavItem = { title: string; url: AppRoute; icon: LucideIcon };
export type NavGroup = { label: string; items: NavItem[] };

/**
 * The sidebar of docs/product.md, Screens, with Staffing after Constraints (docs/product.md, Decisions).
 * Visibility comes from ROUTE_ACCESS.
 */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: "Main",
    items: [
      { title: "Dashboard", url: "/", icon: LayoutDashboardIcon },
      { title: "Schedule", url: "/schedule", icon: CalendarDaysIcon },
      { title: "Requests", url: "/requests", icon: InboxIcon },
    ],
  },
  {
    label: "Management",
    items: [
      { title: "Stores", url: "/stores", icon: StoreIcon },
      { title: "Positions", url: "/positions", icon: BriefcaseIcon },
      { title: "Team", url: "/team", icon: UsersIcon },
      { title: "Availability", url: "/availability", icon: CalendarCheckIcon },
      { title: "Preferences", url: "/preferences", icon: HeartIcon },
      { title: "Constraints", url: "/constraints", icon: ShieldIcon },
      { title: "Staffing", url: "/staffing", icon: ClockIcon },
      { title: "Labor Targets", url: "/labor", icon: DollarSignIcon },
    ],
  },
  {
    label: "Analytics",
    items: [
      { title: "Timesheets", url: "/timesheets", icon: TimerIcon },
      { title: "Reports", url: "/reports", icon: BarChart3Icon },
    ],
  },
  {
    label: "Support & Settings",
    items: [
      { title: "Helpdesk", url: "/helpdesk", icon: LifeBuoyIcon },
      { title: "Admin", url: "/admin", icon: SettingsIcon },
      { title: "Account", url: "/account", icon: UserCogIcon },
    ],
  },
];

/** The groups and items this user may see; groups left empty are dropped. */
export function visibleNavGroups(user: User | null): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => canAccessRoute(user, item.url)),
  })).filter((group) => group.items.length > 0);
}

/** Whether `pathname` is the item's page ("/" only matches exactly). */
export function isActivePath(pathname: string, url: string): boolean {
  if (url === "/") return pathname === "/";
  return pathname === url || pathname.startsWith(`${url}/`);
}
