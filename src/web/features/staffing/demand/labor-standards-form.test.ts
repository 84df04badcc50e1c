import { describe, expect, it } from "vitest";
import { readStandards, serverErrors, toRows, type StandardRow } from "./labor-standards-form";

const row = (over: Partial<StandardRow>): StandardRow => ({
  positionId: 1,
  driver: "COVERS",
  perPerson: "20",
  min: "1",
  max: "6",
  beforeOpenMinutes: "30",
  afterCloseMinutes: "15",
  ...over,
});

describe("labor standards form", () => {
  it("fills a row per position, blank where there is no standard", () => {
    const rows = toRows(
      [1, 2],
      [
        {
          positionId: 2,
          driver: "FIXED",
          perPerson: null,
          min: 2,
          max: 2,
          beforeOpenMinutes: 0,
          afterCloseMinutes: 0,
        },
      ],
    );
    expect(rows[0]).toMatchObject({ positionId: 1, driver: "", perPerson: "" });
    expect(rows[1]).toMatchObject({ positionId: 2, driver: "FIXED", min: "2", max: "2" });
  });

  it("sends only positions with a driver; a fixed one without a rate", () => {
    const { standards, errors } = readStandards([
      row({}),
      row({ positionId: 2, driver: "" }),
      row({ positionId: 3, driver: "FIXED", perPerson: "99" }),
    ]);
    expect(errors).toEqual({});
    expect(standards).toEqual([
      {
        positionId: 1,
        driver: "COVERS",
        perPerson: 20,
        min: 1,
        max: 6,
        beforeOpenMinutes: 30,
        afterCloseMinutes: 15,
      },
      {
        positionId: 3,
        driver: "FIXED",
        perPerson: null,
        min: 1,
        max: 6,
        beforeOpenMinutes: 30,
        afterCloseMinutes: 15,
      },
    ]);
  });

  it("catches min > max, a rate of 0 or none, and minutes off the 15-minute grid", () => {
    const { standards, errors } = readStandards([
      row({ min: "5", max: "2" }),
      row({ positionId: 2, perPerson: "0" }),
      row({ positionId: 3, driver: "SALES", perPerson: "" }),
      row({ positionId: 4, beforeOpenMinutes: "20", max: "x" }),
    ]);
    expect(standards).toEqual([]);
    expect(errors["1.max"]).toBe("Maximum must be at least the minimum");
    expect(errors["2.perPerson"]).toBe("Enter a rate above 0");
    expect(errors["3.perPerson"]).toBe("Rate is required");
    expect(errors["4.beforeOpenMinutes"]).toMatch(/steps of 15/);
    expect(errors["4.max"]).toMatch(/whole number/);
  });

  it("places the server's issues at the row they name", () => {
    const sent = readStandards([row({ positionId: 7 }), row({ positionId: 9 })]).standards;
    const { errors, other } = serverErrors(
      [
        { path: "1.max", message: "Too many" },
        { path: "", message: "Unknown position" },
      ],
      sent,
    );
    expect(errors).toEqual({ "9.max": "Too many" });
    expect(other).toEqual(["Unknown position"]);
  });
});
