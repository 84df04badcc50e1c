import { describe, expect, it } from "vitest";
import { readSidebarCookie } from "./sidebar-context";

describe("readSidebarCookie", () => {
  it.each([
    ["", true, true],
    ["sidebar_state=false", true, false],
    ["a=1; sidebar_state=true; b=2", false, true],
    ["other_sidebar_state=false", true, true],
  ])("%s (fallback %s) → %s", (cookie, fallback, expected) => {
    expect(readSidebarCookie(cookie, fallback)).toBe(expected);
  });
});
