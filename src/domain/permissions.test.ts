import { describe, expect, it } from "vitest";
import {
  CAPABILITIES,
  ROUTE_ACCESS,
  can,
  canAccessRoute,
  type AppRoute,
  type Capability,
} from "./permissions";
import { ROLES, canGrantRole, type Role } from "./roles";

// docs/product.md, Screens, Roles and permissions, written out role by role so that a change to the table has
// to change this too.
const EXPECTED_ROUTES: Record<Role, AppRoute[]> = {
  OWNER: Object.keys(ROUTE_ACCESS) as AppRoute[],
  ADMIN: Object.keys(ROUTE_ACCESS) as AppRoute[],
  GM: [
    "/",
    "/schedule",
    "/schedule/all-stores",
    "/requests",
    "/availability",
    "/preferences",
    "/helpdesk",
    "/account",
    "/stores",
    "/positions",
    "/constraints",
    "/staffing",
    "/team",
    "/labor",
    "/reports",
    "/timesheets",
  ],
  MANAGER: [
    "/",
    "/schedule",
    "/requests",
    "/availability",
    "/preferences",
    "/helpdesk",
    "/account",
    "/stores",
    "/positions",
    "/constraints",
    "/staffing",
    "/team",
    "/labor",
    "/reports",
    "/timesheets",
  ],
  TRAINER: ["/", "/schedule", "/requests", "/availability", "/preferences", "/helpdesk", "/account", "/team"],
  EMPLOYEE: ["/", "/schedule", "/requests", "/availability", "/preferences", "/helpdesk", "/account"],
  ACCOUNTING: [
    "/",
    "/schedule",
    "/requests",
    "/availability",
    "/preferences",
    "/helpdesk",
    "/account",
    "/labor",
    "/reports",
    "/timesheets",
  ],
};

describe("route access", () => {
  it.each(ROLES)("%s reaches exactly its routes", (role) => {
    const reachable = (Object.keys(ROUTE_ACCESS) as AppRoute[]).filter((r) =>
      canAccessRoute({ globalRole: role }, r),
    );
    expect(reachable.sort()).toEqual([...EXPECTED_ROUTES[role]].sort());
  });

  it("denies everything to a signed-out visitor", () => {
    expect(canAccessRoute(null, "/")).toBe(false);
    expect(can(undefined, "manageStores")).toBe(false);
  });
});

describe("capabilities", () => {
  const table: [Capability, Role[]][] = [
    ["manageStores", ["OWNER", "ADMIN", "GM", "MANAGER"]],
    ["approveRequests", ["OWNER", "ADMIN", "GM", "MANAGER"]],
    ["manageTeam", ["OWNER", "ADMIN", "GM", "MANAGER", "TRAINER"]],
    ["viewReports", ["OWNER", "ADMIN", "GM", "MANAGER", "ACCOUNTING"]],
    ["manageLabor", ["OWNER", "ADMIN", "GM", "MANAGER", "ACCOUNTING"]],
    // docs/api.md, Labor and figures: ACCOUNTING reads the labor targets but cannot change them.
    ["editLaborTargets", ["OWNER", "ADMIN", "GM", "MANAGER"]],
    ["adminAccess", ["OWNER", "ADMIN"]],
    // A store manager runs one store; the whole group is for those over every store.
    ["runGroup", ["OWNER", "ADMIN", "GM"]],
    // Timesheets (docs/api.md): ACCOUNTING reads and exports approved hours, never edits or approves.
    ["viewTimesheets", ["OWNER", "ADMIN", "GM", "MANAGER", "ACCOUNTING"]],
    ["editTimesheets", ["OWNER", "ADMIN", "GM", "MANAGER"]],
  ];
  it.each(table)("%s is held by %j", (capability, holders) => {
    expect(ROLES.filter((role) => can({ globalRole: role }, capability))).toEqual(holders);
    expect([...CAPABILITIES[capability]]).toEqual(holders);
  });
});

describe("granting roles", () => {
  it.each([
    ["OWNER", "OWNER", true],
    ["ADMIN", "OWNER", false],
    ["MANAGER", "MANAGER", true],
    ["MANAGER", "GM", false],
    ["TRAINER", "EMPLOYEE", true],
    ["TRAINER", "MANAGER", false],
    ["ACCOUNTING", "EMPLOYEE", false],
    ["GM", "ACCOUNTING", true],
  ] as const)("%s granting %s → %s", (actor, role, allowed) => {
    expect(canGrantRole(actor, role)).toBe(allowed);
  });
});
