import { describe, expect, it } from "vitest";
import { inviteFormSchema, inviteFormValues, roleFormSchema, roleFormValues } from "./admin-forms";

describe("inviteFormSchema", () => {
  const base = inviteFormValues();

  it("starts empty, as an EMPLOYEE", () => {
    expect(base).toEqual({ username: "", fullName: "", email: "", globalRole: "EMPLOYEE" });
  });

  it("trims what is typed and sends it as the domain's InviteUser", () => {
    expect(
      inviteFormSchema.parse({
        username: " ivy ",
        fullName: " Ivy Invited ",
        email: " ivy@example.com ",
        globalRole: "MANAGER",
      }),
    ).toEqual({ username: "ivy", fullName: "Ivy Invited", email: "ivy@example.com", globalRole: "MANAGER" });
  });

  it("keeps an empty email and full name as none", () => {
    expect(inviteFormSchema.parse({ ...base, username: "ivy", email: "  " })).toEqual({
      username: "ivy",
      fullName: "",
      email: "",
      globalRole: "EMPLOYEE",
    });
  });

  it.each([
    [{ username: "  " }, "username", "Username is required"],
    [{ username: "ivy", email: "not-an-email" }, "email", "Enter a valid email address"],
    [{ username: "ivy", fullName: "x".repeat(101) }, "fullName", undefined],
  ])("reports %o at its field", (change, field, message) => {
    const result = inviteFormSchema.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue, field).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });

  it("refuses a role that does not exist", () => {
    expect(inviteFormSchema.safeParse({ ...base, username: "ivy", globalRole: "KING" }).success).toBe(false);
  });
});

describe("roleFormSchema", () => {
  it("starts from the person's role and accepts only known roles", () => {
    expect(roleFormValues({ globalRole: "TRAINER" })).toEqual({ globalRole: "TRAINER" });
    expect(roleFormSchema.parse({ globalRole: "GM" })).toEqual({ globalRole: "GM" });
    expect(roleFormSchema.safeParse({ globalRole: "KING" }).success).toBe(false);
  });
});
