import type { Role } from "./roles";

const MANAGERS = ["OWNER", "ADMIN", "GM", "MANAGER"] as const satisfies readonly Role[];
const TEAM_LEADS = [...MANAGERS, "TRAINER"] as const satisfies readonly Role[];
const LABOR = [...MANAGERS, "ACCOUNTING"] as const satisfies readonly Role[];
const ADMINS = ["OWNER", "ADMIN"] as const satisfies readonly Role[];
/** Those over every store of the organization, not one: the owner, admins and the general manager. */
const GROUP_LEADS = ["OWNER", "ADMIN", "GM"] as const satisfies readonly Role[];

/**
 * The one table of who may do what (docs/product.md, Roles and permissions). Server checks and web visibility
 * both read it.
 */
export const CAPABILITIES = {
  manageStores: MANAGERS,
  managePositions: MANAGERS,
  manageConstraints: MANAGERS,
  manageStaffing: MANAGERS,
  approveRequests: MANAGERS,
  publishSchedule: MANAGERS,
  editSchedule: MANAGERS,
  /** Run and publish every store's week at once (docs/api.md, Group runs); a store manager runs one store. */
  runGroup: GROUP_LEADS,
  /** Read the roster (names, birth dates, contact) and edit any employee's availability. */
  manageTeam: TEAM_LEADS,
  /** Open /labor and read the labor targets; ACCOUNTING reads only. */
  manageLabor: LABOR,
  /** Change the labor targets (docs/api.md, Labor and figures: manageLabor, not ACCOUNTING). */
  editLaborTargets: MANAGERS,
  viewReports: LABOR,
  adminAccess: ADMINS,
  /** Read every ticket of the organization, reply to any, move its status (docs/api.md, Helpdesk). */
  answerTickets: MANAGERS,
  /** The setup checklist of an organization without a first published week (docs/api.md, First day). */
  viewSetup: MANAGERS,
  /** Read a store's timesheets and export approved hours (docs/api.md, Timesheets); ACCOUNTING reads only. */
  viewTimesheets: LABOR,
  /** Fix, add and approve time entries. */
  editTimesheets: MANAGERS,
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

type Caller = { globalRole: Role } | null | undefined;

export function can(user: Caller, capability: Capability): boolean {
  if (!user) return false;
  return (CAPABILITIES[capability] as readonly Role[]).includes(user.globalRole);
}

/** Route → capability needed; `null` means any signed-in user (docs/product.md, Screens, Decisions). */
export const ROUTE_ACCESS = {
  "/": null,
  "/schedule": null,
  "/schedule/all-stores": "runGroup",
  "/requests": null,
  "/availability": null,
  "/preferences": null,
  "/helpdesk": null,
  "/account": null,
  "/stores": "manageStores",
  "/positions": "managePositions",
  "/constraints": "manageConstraints",
  "/staffing": "manageStaffing",
  "/team": "manageTeam",
  "/labor": "manageLabor",
  "/reports": "viewReports",
  "/timesheets": "viewTimesheets",
  "/admin": "adminAccess",
} as const satisfies Record<string, Capability | null>;

export type AppRoute = keyof typeof ROUTE_ACCESS;

export function canAccessRoute(user: Caller, route: AppRoute): boolean {
  if (!user) return false;
  const capability = ROUTE_ACCESS[route];
  return capability === null || can(user, capability);
}
