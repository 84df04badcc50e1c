import { describe, expect, it } from "vitest";
import { costBasis } from "./cost-basis";

describe("costBasis", () => {
  it("names what the cost counts, never 'actual'", () => {
    expect(costBasis("DRAFT", false).label).toBe("Draft cost (unpublished)");
    expect(costBasis("PUBLISHED", false).label).toBe("Published cost");
    expect(costBasis("PUBLISHED", true).label).toBe("Scheduled cost (unpublished changes)");
    for (const status of ["NONE", "DRAFT", "PUBLISHED"] as const)
      for (const changed of [false, true]) {
        const basis = costBasis(status, changed);
        expect(`${basis.label} ${basis.line}`).not.toMatch(/actual/i);
      }
  });
});
