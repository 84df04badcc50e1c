import { describe, expect, it } from "vitest";
import { EMPTY_PASSWORD_FIELDS, passwordChangeFormSchema, passwordChangeProblem } from "./password-change";

const issuesOf = (values: typeof EMPTY_PASSWORD_FIELDS) =>
  passwordChangeFormSchema.safeParse(values).error?.issues.map((i) => [i.path.join("."), i.message]);

describe("passwordChangeFormSchema", () => {
  it("sends the current and new password, not the confirmation", () => {
    expect(
      passwordChangeFormSchema.parse({
        currentPassword: "one-time",
        newPassword: "my-secret",
        confirmPassword: "my-secret",
      }),
    ).toEqual({ currentPassword: "one-time", newPassword: "my-secret" });
  });

  it("reports the first failing check of docs/product.md, Validation only, at its field", () => {
    expect(issuesOf(EMPTY_PASSWORD_FIELDS)).toEqual([
      ["currentPassword", "All password fields are required"],
    ]);
    expect(issuesOf({ currentPassword: "x", newPassword: "", confirmPassword: "abc" })).toEqual([
      ["newPassword", "All password fields are required"],
    ]);
    // A mismatch comes before the length, as docs/product.md, Validation orders them.
    expect(issuesOf({ currentPassword: "x", newPassword: "abc", confirmPassword: "abd" })).toEqual([
      ["confirmPassword", "New passwords do not match"],
    ]);
    expect(issuesOf({ currentPassword: "x", newPassword: "abc", confirmPassword: "abc" })).toEqual([
      ["newPassword", "Password must be at least 6 characters long"],
    ]);
  });

  it("still checks the result with the domain schema (at most 256 characters)", () => {
    const long = "x".repeat(257);
    expect(issuesOf({ currentPassword: "x", newPassword: long, confirmPassword: long })?.[0]?.[0]).toBe(
      "newPassword",
    );
  });
});

describe("passwordChangeProblem", () => {
  it("gives the same texts as a toast title, or null", () => {
    expect(passwordChangeProblem("", "a", "a")).toBe("All password fields are required");
    expect(passwordChangeProblem("x", "abcdef", "abcdeg")).toBe("New passwords do not match");
    expect(passwordChangeProblem("x", "abc", "abc")).toBe("Password must be at least 6 characters long");
    expect(passwordChangeProblem("x", "abcdef", "abcdef")).toBeNull();
  });
});
