import { describe, expect, it } from "vitest";
import { createDaySaver, type SaveStatus } from "./day-saver";

/** A fake server: each send waits until the test answers it. */
function harness() {
  const sent: { day: string; value: number; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const statuses: SaveStatus[] = [];
  const saver = createDaySaver<number>({
    send: (day, value) => new Promise<void>((resolve, reject) => sent.push({ day, value, resolve, reject })),
    onStatus: (status) => statuses.push(status),
  });
  return { saver, sent, statuses };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("saving days", () => {
  it("sends one request per day and the latest value after the one in flight", async () => {
    const { saver, sent } = harness();
    saver.save("MONDAY", 1);
    saver.save("TUESDAY", 1);
    saver.save("MONDAY", 2);
    saver.save("MONDAY", 3);
    expect(sent.map((s) => [s.day, s.value])).toEqual([
      ["MONDAY", 1],
      ["TUESDAY", 1],
    ]);
    expect(saver.status()).toBe("saving");
    sent[0]!.resolve();
    await tick();
    expect(sent.map((s) => [s.day, s.value]).slice(2)).toEqual([["MONDAY", 3]]);
    sent[1]!.resolve();
    sent[2]!.resolve();
    await tick();
    expect(saver.status()).toBe("saved");
  });

  it("keeps a failed day's value and sends it again on retry", async () => {
    const { saver, sent, statuses } = harness();
    saver.save("FRIDAY", 4);
    sent[0]!.reject(new Error("offline"));
    await tick();
    expect(saver.status()).toBe("error");
    expect(saver.failedDays()).toEqual(["FRIDAY"]);
    expect(statuses.at(-1)).toBe("error");
    saver.retry();
    expect(sent[1]).toMatchObject({ day: "FRIDAY", value: 4 });
    sent[1]!.resolve();
    await tick();
    expect(saver.status()).toBe("saved");
  });

  it("retries with a change made while the failing request was in flight", async () => {
    const { saver, sent } = harness();
    saver.save("SUNDAY", 1);
    saver.save("SUNDAY", 2);
    sent[0]!.reject(new Error("500"));
    await tick();
    expect(saver.status()).toBe("error");
    saver.retry();
    expect(sent[1]).toMatchObject({ day: "SUNDAY", value: 2 });
  });
});
