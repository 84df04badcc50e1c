import { describe, expect, it } from "vitest";
import type { PushJob } from "./deliver";
import { InProcessPushQueue } from "./queue";

const job: PushJob = { notificationId: 1, subscriptionId: 2 };
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("the in-process push queue", () => {
  it("retries a failed push after each delay, then succeeds", async () => {
    const queue = new InProcessPushQueue(undefined, [10, 10, 10]);
    let tries = 0;
    await queue.start(async () => {
      tries += 1;
      if (tries < 3) throw new Error("push service down");
    });
    await queue.enqueue([job]);
    await until(() => tries === 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tries).toBe(3);
    await queue.stop();
  });

  it("gives up after the last delay; stop drops what waits", async () => {
    const queue = new InProcessPushQueue(undefined, [10]);
    let tries = 0;
    await queue.start(async () => {
      tries += 1;
      throw new Error("push service down");
    });
    await queue.enqueue([job]);
    await until(() => tries === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tries).toBe(2);

    const stopped = new InProcessPushQueue(undefined, [30]);
    let later = 0;
    await stopped.start(async () => {
      later += 1;
      throw new Error("down");
    });
    await stopped.enqueue([job]);
    await until(() => later === 1);
    await stopped.stop();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(later).toBe(1);
  });
});
