import { describe, expect, it } from "vitest";
import { countPositions, positionFormSchema, positionFormValues } from "./position-form";

describe("positionFormValues", () => {
  it("starts from the defaults of docs/product.md, Entities", () => {
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

describe("positionFormSchema", () => {
  const base = positionFormValues();

  it("trims, clears an empty description and reads the sort order", () => {
    expect(positionFormSchema.parse({ ...base, name: " Server ", description: " ", sortOrder: "3" })).toEqual(
      {
        name: "Server",
        description: null,
        color: "#3b82f6",
        isActive: true,
        requiresTrainer: false,
        sortOrder: 3,
      },
    );
  });

  it.each([
    [{ name: "  " }, "name", "Name is required"],
    [{ name: "Host", sortOrder: "" }, "sortOrder", "Enter a whole number from -10000 to 10000"],
    [{ name: "Host", sortOrder: "1.5" }, "sortOrder", "Enter a whole number from -10000 to 10000"],
    [{ name: "Host", color: "#12" }, "color", "Expected a colour as #rrggbb"],
  ])("rejects %o on %s", (change, field, message) => {
    const result = positionFormSchema.safeParse({ ...base, ...change });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
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
