import { describe, expect, it } from "vitest";
import { summarizeWork } from "./work-summary";

const positions = [
  { id: 1, name: "Server" },
  { id: 2, name: "Host" },
  { id: 3, name: "Line Cook" },
];
const stores = [
  { id: 10, name: "Harbor Grill" },
  { id: 11, name: "Uptown Cafe" },
];

describe("summarizeWork", () => {
  it.each([
    [[3, 1], [11], "Server, Line Cook · Uptown Cafe"],
    [[2], [], "Host"],
    [[], [10, 11], "Harbor Grill, Uptown Cafe"],
    [[], [], null],
    [[99], [98], null],
  ])("positions %j, stores %j → %j", (positionIds, storeIds, expected) => {
    expect(summarizeWork({ positionIds, storeIds }, positions, stores)).toBe(expected);
  });
});
