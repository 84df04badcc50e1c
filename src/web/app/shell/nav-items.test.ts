import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../../../domain/roles";
import { isActivePath, visibleNavGroups } from "./nav-items";

function titlesFor(role: Role): string[] {
  const user = { id: 1, tenantId: 1, username: "u", fullName: null, email: null, globalRole: role };
  return visibleNavGroups(user).flatMap((group) => group.items.map((item) => item.title));
}

const EVERYONE = ["Dashboard", "Schedule", "Requests", "Availability", "Preferences", "Helpdesk", "Account"];

describe("visibleNavGroups", () => {
  it.each<[Role, string[]]>([
    [
      "OWNER",
      [
        "Stores",
        "Positions",
        "Team",
        "Constraints",
        "Staffing",
        "Labor Targets",
        "Timesheets",
        "Reports",
        "Admin",
      ],
    ],
    [
      "ADMIN",
      [
        "Stores",
        "Positions",
        "Team",
        "Constraints",
        "Staffing",
        "Labor Targets",
        "Timesheets",
        "Reports",
        "Admin",
      ],
    ],
    [
      "GM",
      ["Stores", "Positions", "Team", "Constraints", "Staffing", "Labor Targets", "Timesheets", "Reports"],
    ],
    [
      "MANAGER",
      ["Stores", "Positions", "Team", "Constraints", "Staffing", "Labor Targets", "Timesheets", "Reports"],
    ],
    ["TRAINER", ["Team"]],
    ["ACCOUNTING", ["Labor Targets", "Timesheets", "Reports"]],
    ["EMPLOYEE", []],
  ])("%s sees everyone's items plus %j", (role, extra) => {
    expect(new Set(titlesFor(role))).toEqual(new Set([...EVERYONE, ...extra]));
  });

  it("hides a group with no visible items", () => {
    const user = {
      id: 1,
      tenantId: 1,
      username: "u",
      fullName: null,
      email: null,
      globalRole: "EMPLOYEE" as const,
    };
    expect(visibleNavGroups(user).map((g) => g.label)).toEqual(["Main", "Management", "Support & Settings"]);
  });

  it("covers every role", () => {
    for (const role of ROLES) expect(titlesFor(role).length).toBeGreaterThan(0);
  });
});

describe("isActivePath", () => {
  it.each([
    ["/", "/", true],
    ["/stores", "/", false],
    ["/stores", "/stores", true],
    ["/stores/3", "/stores", true],
    ["/storesx", "/stores", false],
  ])("%s on %s → %s", (pathname, url, expected) => {
    expect(isActivePath(pathname, url)).toBe(expected);
  });
});
