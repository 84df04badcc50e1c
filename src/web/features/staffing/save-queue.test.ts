import { describe, expect, it } from "vitest";
import { createSaveQueue } from "./save-queue";

/** A send whose answers the test releases one by one, in any order. */
function harness() {
  const sent: { value: number; resolve: () => void; reject: (e: Error) => void }[] = [];
  const saved: [string, number][] = [];
  const failed: [string, number][] = [];
  const queue = createSaveQueue<string>({
    send: (_target, value) =>
      new Promise<void>((resolve, reject) => {
        sent.push({ value, resolve, reject });
      }),
    onSaved: (key, _target, value) => saved.push([key, value]),
    onFailed: (key, _target, rollbackTo) => failed.push([key, rollbackTo]),
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return { queue, sent, saved, failed, flush };
}

describe("createSaveQueue", () => {
  it("sends one request at a time per key and coalesces clicks made meanwhile into the latest value", async () => {
    const { queue, sent, saved, flush } = harness();
    // 5 clicks on + then 2 on −, faster than the server answers.
    for (const value of [1, 2, 3, 4, 5, 4, 3]) queue.save("a", "a", value, value - 1);
    expect(sent.map((s) => s.value)).toEqual([1]);
    sent[0]?.resolve();
    await flush();
    expect(sent.map((s) => s.value)).toEqual([1, 3]);
    expect(queue.isIdle()).toBe(false);
    sent[1]?.resolve();
    await flush();
    expect(saved).toEqual([["a", 3]]);
    expect(queue.isIdle()).toBe(true);
  });

  it("keeps keys independent", async () => {
    const { queue, sent, saved, flush } = harness();
    queue.save("a", "a", 1, 0);
    queue.save("b", "b", 2, 1);
    expect(sent.map((s) => s.value)).toEqual([1, 2]);
    sent[1]?.resolve();
    await flush();
    expect(saved).toEqual([["b", 2]]);
    expect(queue.isIdle()).toBe(false);
    sent[0]?.resolve();
    await flush();
    expect(saved).toEqual([
      ["b", 2],
      ["a", 1],
    ]);
  });

  it("does not resend when the value comes back to what is in flight", async () => {
    const { queue, sent, saved, flush } = harness();
    queue.save("a", "a", 1, 0);
    queue.save("a", "a", 2, 1);
    queue.save("a", "a", 1, 2);
    sent[0]?.resolve();
    await flush();
    expect(sent).toHaveLength(1);
    expect(saved).toEqual([["a", 1]]);
  });

  it("rolls back to the last acknowledged value on failure, and starts afresh afterwards", async () => {
    const { queue, sent, failed, saved, flush } = harness();
    queue.save("a", "a", 3, 2);
    sent[0]?.resolve();
    await flush();
    expect(saved).toEqual([["a", 3]]);
    queue.save("a", "a", 4, 3);
    queue.save("a", "a", 5, 4);
    sent[1]?.reject(new Error("500"));
    await flush();
    expect(failed).toEqual([["a", 3]]);
    expect(sent).toHaveLength(2);
    expect(queue.isIdle()).toBe(true);
    queue.save("a", "a", 4, 3);
    expect(sent.map((s) => s.value)).toEqual([3, 4, 4]);
  });

  it("a failure after an acknowledged step rolls back to that step", async () => {
    const { queue, sent, failed, flush } = harness();
    queue.save("a", "a", 1, 0);
    queue.save("a", "a", 2, 1);
    sent[0]?.resolve();
    await flush();
    sent[1]?.reject(new Error("boom"));
    await flush();
    expect(failed).toEqual([["a", 1]]);
  });
});
