import { describe, expect, it } from "vitest";
import { parseTime } from "../../domain/time";
import { baseRaw, parse } from "../test-fixtures";
import { placeBreaks } from "./assemble";

const input = parse(baseRaw());
const t = parseTime;

describe("placeBreaks", () => {
  it.each([
    ["09:00", "13:00", [["REST", "11:00", "11:15"]]],
    ["09:00", "14:00", [["REST", "11:30", "11:45"]]],
    [
      "09:00",
      "15:00",
      [
        ["REST", "10:30", "10:45"],
        ["MEAL", "11:45", "12:15"],
      ],
    ],
    [
      "09:00",
      "17:00",
      [
        ["REST", "11:00", "11:15"],
        ["MEAL", "12:45", "13:15"],
        ["REST", "15:15", "15:30"],
      ],
    ],
    [
      "16:00",
      "24:00",
      [
        ["REST", "18:00", "18:15"],
        ["MEAL", "19:45", "20:15"],
        ["REST", "22:15", "22:30"],
      ],
    ],
  ])("%s-%s", (start, end, expected) => {
    const breaks = placeBreaks(input, start, end);
    expect(breaks.map((b) => [b.kind, b.start, b.end])).toEqual(expected);
    for (const b of breaks) {
      expect(t(b.start)).toBeGreaterThan(t(start));
      expect(t(b.end)).toBeLessThanOrEqual(t(end));
    }
  });
});
