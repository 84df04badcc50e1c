import { describe, expect, it } from "vitest";
import { ChangeClock } from "./change-clock";

describe("ChangeClock", () => {
  it.each([
    { what: "nothing happened", act: () => {}, tenant: 1, stale: false },
    { what: "its tenant was invalidated", act: (c: ChangeClock) => c.invalidate(1), tenant: 1, stale: true },
    {
      what: "another tenant was invalidated",
      act: (c: ChangeClock) => c.invalidate(2),
      tenant: 1,
      stale: false,
    },
    {
      what: "every tenant was invalidated",
      act: (c: ChangeClock) => c.invalidate(undefined),
      tenant: 1,
      stale: true,
    },
    { what: "the listener went down", act: (c: ChangeClock) => c.setLive(false), tenant: 1, stale: true },
    {
      what: "the listener went down and came back",
      act: (c: ChangeClock) => {
        c.setLive(false);
        c.setLive(true);
      },
      tenant: 1,
      stale: true,
    },
  ])("a read is stale when $what: $stale", ({ act, tenant, stale }) => {
    const clock = new ChangeClock();
    const token = clock.token();
    act(clock);
    expect(clock.isStale(tenant, token)).toBe(stale);
  });

  it("refuses everything while not live, even reads that start then", () => {
    const clock = new ChangeClock(false);
    expect(clock.isStale(1, clock.token())).toBe(true);
    clock.setLive(true);
    expect(clock.isStale(1, clock.token())).toBe(false);
  });

  it("stays bounded: past 10 000 tenants it forgets them and treats every earlier read as stale", () => {
    const clock = new ChangeClock();
    const token = clock.token();
    for (let tenant = 1; tenant <= 10_001; tenant++) clock.invalidate(tenant);
    const later = clock.token();
    // Tenant 0 was never invalidated, but the forgotten invalidations may have been its: stale.
    expect(clock.isStale(0, token)).toBe(true);
    expect(clock.isStale(0, later)).toBe(false);
    expect(clock.isStale(10_001, later)).toBe(false);
  });
});
