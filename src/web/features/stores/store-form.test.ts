import { describe, expect, it } from "vitest";
import { STORE_DEFAULTS } from "../../../domain/schemas/stores";
import { closeTimeHint, NO_PROFILE, storeFormSchema, storeFormValues } from "./store-form";
import { COMMON_TIMEZONES, timezoneOptions } from "./timezones";

describe("storeFormValues", () => {
  it("starts a new store from the defaults of docs/product.md, Entities, with no profile", () => {
    expect(storeFormValues()).toEqual({
      name: "",
      timezone: "America/New_York",
      openTime: "09:00",
      closeTime: "21:00",
      color: "#3b82f6",
      defaultShiftMinLength: "240",
      defaultShiftMaxLength: "480",
      defaultMealBreakAfter: "300",
      defaultMealBreakLength: "30",
      defaultRestBreakLength: "15",
      constraintProfileId: NO_PROFILE,
    });
  });

  it("fills an existing store, dropping seconds and showing its profile", () => {
    const values = storeFormValues({
      id: 3,
      name: "Harbor",
      ...STORE_DEFAULTS,
      openTime: "07:00:00",
      constraintProfileId: 12,
    });
    expect(values).toMatchObject({ name: "Harbor", openTime: "07:00", constraintProfileId: "12" });
  });
});

describe("storeFormSchema", () => {
  const valid = { ...storeFormValues(), name: "  Main Street " };

  it("turns the fields into the create payload", () => {
    expect(storeFormSchema.parse(valid)).toEqual({ name: "Main Street", ...STORE_DEFAULTS });
    expect(storeFormSchema.parse({ ...valid, constraintProfileId: "7" }).constraintProfileId).toBe(7);
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ defaultShiftMinLength: "" }, "defaultShiftMinLength", "Enter whole minutes from 0 to 1440"],
    [{ defaultMealBreakLength: "1.5" }, "defaultMealBreakLength", "Enter whole minutes from 0 to 1440"],
    [{ defaultRestBreakLength: "-1" }, "defaultRestBreakLength", "Enter whole minutes from 0 to 1440"],
    [
      { defaultShiftMinLength: "600" },
      "defaultShiftMaxLength",
      "Maximum shift length cannot be below the minimum",
    ],
    [{ color: "blue" }, "color", "Expected a colour as #rrggbb"],
  ])("refuses %o on %s", (change, field, message) => {
    const result = storeFormSchema.safeParse({ ...valid, ...change });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  it("takes a close at or before the open as the next day", () => {
    expect(storeFormSchema.parse({ ...valid, openTime: "17:00", closeTime: "02:00" })).toMatchObject({
      openTime: "17:00",
      closeTime: "02:00",
    });
    expect(storeFormSchema.safeParse({ ...valid, openTime: "09:00", closeTime: "09:00" }).success).toBe(true);
  });

  it("checks the cross-field rules only once every field is valid", () => {
    const result = storeFormSchema.safeParse({ ...valid, openTime: "", defaultShiftMinLength: "600" });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(["openTime"]);
  });
});

describe("closeTimeHint", () => {
  it.each([
    ["17:00", "02:00", "Closes at 02:00 the next day"],
    ["17:00", "00:00", "Closes at 00:00 the next day"],
    ["00:00", "00:00", "Closes at 00:00 the next day"],
    ["09:00", "21:00", undefined],
    ["", "02:00", undefined],
    ["17:00", "", undefined],
  ])("open %s, close %s → %s", (open, close, hint) => {
    expect(closeTimeHint(open, close)).toBe(hint);
  });
});

describe("timezoneOptions", () => {
  it("includes the default zone", () => {
    expect(COMMON_TIMEZONES).toContain("America/New_York");
    expect(timezoneOptions("America/New_York")).toEqual([...COMMON_TIMEZONES]);
  });

  it("keeps a store's uncommon zone selectable", () => {
    expect(timezoneOptions("Europe/Lisbon")[0]).toBe("Europe/Lisbon");
  });
});
