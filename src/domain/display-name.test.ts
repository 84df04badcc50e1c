import { describe, expect, it } from "vitest";
import { displayName } from "./display-name";

describe("displayName", () => {
  it.each([
    [{ fullName: "Ada Lovelace", username: "ada" }, "Ada Lovelace"],
    [{ fullName: "  Ada Lovelace ", username: "ada" }, "Ada Lovelace"],
    [{ fullName: "   ", username: "ada" }, "ada"],
    [{ fullName: "", username: "ada" }, "ada"],
    [{ fullName: null, username: "ada" }, "ada"],
    [{ username: " ada " }, "ada"],
    [{ fullName: null, username: null }, ""],
  ])("names %j %j", (person, name) => {
    expect(displayName(person)).toBe(name);
  });
});
