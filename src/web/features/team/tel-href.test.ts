import { describe, expect, it } from "vitest";
import { telHref } from "./tel-href";

describe("telHref", () => {
  it("keeps the digits and a leading +", () => {
    expect(telHref("+44 (20) 7946-0958")).toBe("tel:+442079460958");
    expect(telHref("555.010.0199")).toBe("tel:5550100199");
    expect(telHref("0 30 / 123 45")).toBe("tel:03012345");
  });

  it("reads what follows x as the extension", () => {
    expect(telHref("(555) 010-0199 x12")).toBe("tel:5550100199;ext=12");
    expect(telHref("555 0100 x")).toBe("tel:5550100");
  });
});
