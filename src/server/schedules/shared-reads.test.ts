import { describe, expect, it } from "vitest";
import { SharedReads } from "./shared-reads";

/** A read that answers when told to, counting how many were started. */
function gate() {
  const started: Array<(value: number) => void> = [];
  const read = () => new Promise<number>((resolve) => started.push(resolve));
  return { started, read };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("SharedReads.next", () => {
  it("starts at once when nothing runs, and shares the next read among callers that come meanwhile", async () => {
    const shared = new SharedReads<number>();
    const { started, read } = gate();
    const first = shared.next("k", read);
    expect(started).toHaveLength(1);
    // Arriving while the first read runs: they must not take its answer (it may predate them).
    const second = shared.next("k", read);
    const third = shared.next("k", read);
    expect(started).toHaveLength(1);
    started[0]!(1);
    expect(await first).toBe(1);
    await tick();
    expect(started).toHaveLength(2);
    started[1]!(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it("keeps keys apart and starts afresh once everything has answered", async () => {
    const shared = new SharedReads<number>();
    const { started, read } = gate();
    const a = shared.next("a", read);
    const b = shared.next("b", read);
    expect(started).toHaveLength(2);
    started[0]!(10);
    started[1]!(20);
    expect([await a, await b]).toEqual([10, 20]);
    await tick();
    const again = shared.next("a", read);
    expect(started).toHaveLength(3);
    started[2]!(11);
    expect(await again).toBe(11);
  });

  it("passes a failed read's error to its callers only; the next read runs", async () => {
    const shared = new SharedReads<number>();
    let calls = 0;
    const first = shared.next("k", async () => {
      calls++;
      throw new Error("down");
    });
    const second = shared.next("k", async () => ++calls);
    await expect(first).rejects.toThrow("down");
    expect(await second).toBe(2);
  });
});

describe("SharedReads.current", () => {
  it("joins the running read of the key", async () => {
    const shared = new SharedReads<number>();
    const { started, read } = gate();
    const first = shared.current("k", read);
    const second = shared.current("k", read);
    expect(started).toHaveLength(1);
    started[0]!(5);
    expect([await first, await second]).toEqual([5, 5]);
    await tick();
    void shared.current("k", read);
    expect(started).toHaveLength(2);
  });
});
