import { describe, expect, it } from "vitest";
import { getDisplayName, getDisplayRole, getInitials, getUsernameInitials } from "./user-display";

describe("getInitials", () => {
  it.each([
    [{ fullName: "Ana Ruiz", username: "ana" }, "AR"],
    [{ fullName: "ana maría ruiz", username: "ana" }, "AM"],
    [{ fullName: "  Cher  ", username: "cher" }, "C"],
    [{ fullName: "", username: "manager" }, "MA"],
    [{ fullName: null, username: "employee" }, "EM"],
    [{ fullName: "   ", username: "x" }, "X"],
    [{ fullName: null, username: "" }, "??"],
    [null, "??"],
    [undefined, "??"],
  ])("%j → %s", (user, expected) => {
    expect(getInitials(user)).toBe(expected);
  });
});

describe("getUsernameInitials", () => {
  it.each([
    [{ username: "admin", fullName: "Zed Young" }, "AD"],
    [{ username: "j" }, "J"],
    [{ username: "" }, "??"],
    [null, "??"],
  ])("%j → %s", (user, expected) => {
    expect(getUsernameInitials(user)).toBe(expected);
  });
});

describe("getDisplayName", () => {
  it.each([
    [{ fullName: "Ana Ruiz", username: "ana" }, "Ana Ruiz"],
    [{ fullName: "", username: "ana" }, "ana"],
    [{ fullName: null, username: null }, "User"],
    [null, "User"],
  ])("%j → %s", (user, expected) => {
    expect(getDisplayName(user)).toBe(expected);
  });
});

describe("getDisplayRole", () => {
  it("shows the role, else EMPLOYEE", () => {
    expect(getDisplayRole({ globalRole: "MANAGER" })).toBe("MANAGER");
    expect(getDisplayRole({ globalRole: null })).toBe("EMPLOYEE");
    expect(getDisplayRole(null)).toBe("EMPLOYEE");
  });
});
