import { describe, expect, it } from "vitest";
import { countPositions, parsePositionForm, positionFormValues } from "./position-form";

describe("positionFormValues", () => {
  it("starts from the SPEC defaults", () => {
    expect(positionFormValues()).toEqual({
      name: "",
      description: "",
      color: "#3b82f6",
      isActive: true,
      requiresTrainer: false,
      sortOrder: "0",
    });
  });
});

describe("parsePositionForm", () => {
  const base = positionFormValues();

  it("trims, clears an empty description and reads the sort order", () => {
    expect(parsePositionForm({ ...base, name: " Server ", description: " ", sortOrder: "3" })).toEqual({
      ok: true,
      payload: {
        name: "Server",
        description: null,
        color: "#3b82f6",
        isActive: true,
        requiresTrainer: false,
        sortOrder: 3,
      },
    });
  });

  it.each([
    [{ name: "  " }, "name"],
    [{ name: "Host", sortOrder: "" }, "sortOrder"],
    [{ name: "Host", sortOrder: "1.5" }, "sortOrder"],
    [{ name: "Host", color: "#12" }, "color"],
  ])("rejects %o on %s", (change, field) => {
    const result = parsePositionForm({ ...base, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  });
});

describe("countPositions", () => {
  it.each([
    [[], { total: 0, active: 0, requiringTrainer: 0 }],
    [
      [
        { isActive: true, requiresTrainer: true },
        { isActive: false, requiresTrainer: true },
        { isActive: true, requiresTrainer: false },
      ],
      { total: 3, active: 2, requiringTrainer: 2 },
    ],
  ])("%o", (positions, expected) => {
    expect(countPositions(positions)).toEqual(expected);
  });
});
