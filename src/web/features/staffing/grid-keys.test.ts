import { describe, expect, it } from "vitest";
import { nextGridCell } from "./grid-keys";

const size = { rows: 4, cols: 68 };

describe("nextGridCell", () => {
  it.each([
    ["ArrowRight", { row: 0, col: 0 }, { row: 0, col: 1 }],
    ["ArrowLeft", { row: 1, col: 5 }, { row: 1, col: 4 }],
    ["ArrowDown", { row: 0, col: 5 }, { row: 1, col: 5 }],
    ["ArrowUp", { row: 3, col: 5 }, { row: 2, col: 5 }],
    ["Home", { row: 2, col: 40 }, { row: 2, col: 0 }],
    ["End", { row: 2, col: 40 }, { row: 2, col: 67 }],
  ])("%s from %o → %o", (key, at, to) => {
    expect(nextGridCell(key, at, size)).toEqual(to);
  });

  it.each([
    ["ArrowLeft", { row: 0, col: 0 }],
    ["ArrowUp", { row: 0, col: 3 }],
    ["ArrowDown", { row: 3, col: 3 }],
    ["ArrowRight", { row: 1, col: 67 }],
    ["Home", { row: 1, col: 0 }],
    ["Enter", { row: 1, col: 3 }],
  ])("%s from %o stays", (key, at) => {
    expect(nextGridCell(key, at, size)).toBeNull();
  });
});
