import { describe, expect, it } from "vitest";
import { STORE_DEFAULTS } from "../../../domain/schemas/stores";
import { parseStoreForm, storeFormValues } from "./store-form";
import { COMMON_TIMEZONES, timezoneOptions } from "./timezones";

describe("storeFormValues", () => {
  it("starts a new store from the SPEC defaults", () => {
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
    });
  });

  it("fills an existing store, dropping seconds", () => {
    const values = storeFormValues({ id: 3, name: "Harbor", ...STORE_DEFAULTS, openTime: "07:00:00" });
    expect(values).toMatchObject({ name: "Harbor", openTime: "07:00" });
  });
});

describe("parseStoreForm", () => {
  const valid = { ...storeFormValues(), name: "  Main Street " };

  it("turns the fields into the create payload", () => {
    expect(parseStoreForm(valid)).toEqual({
      ok: true,
      payload: { name: "Main Street", ...STORE_DEFAULTS },
    });
  });

  it.each([
    [{ name: "" }, "name"],
    [{ defaultShiftMinLength: "" }, "defaultShiftMinLength"],
    [{ defaultMealBreakLength: "1.5" }, "defaultMealBreakLength"],
    [{ defaultRestBreakLength: "-1" }, "defaultRestBreakLength"],
    [{ openTime: "22:00" }, "closeTime"],
    [{ defaultShiftMinLength: "600" }, "defaultShiftMaxLength"],
    [{ color: "blue" }, "color"],
  ])("rejects %o on %s", (change, field) => {
    const result = parseStoreForm({ ...valid, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toContain(field);
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
