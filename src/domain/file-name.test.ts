import { describe, expect, it } from "vitest";
import { fileNamePart } from "./file-name";

describe("fileNamePart", () => {
  it.each([
    ["Downtown Bistro", "downtown-bistro"],
    ["Café Mötley #2", "cafe-motley-2"],
    ["../../etc/passwd", "etc-passwd"],
    ['a"b;c\r\nd', "a-b-c-d"],
    ["东京", "store"],
    ["", "store"],
  ])("%j → %s", (text, part) => {
    expect(fileNamePart(text, "store")).toBe(part);
  });
});
