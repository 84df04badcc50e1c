import { describe, expect, it } from "vitest";
import { AdaptiveSize, runLns, type SubSolve } from "./lns";

describe("AdaptiveSize", () => {
  it("grows after quick proofs, holds after slow ones, shrinks when cut, within its range", () => {
    const size = new AdaptiveSize(3, 2, 8);
    size.update({ delta: 0, optimal: true, seconds: 0.1 }, 2);
    expect(size.size).toBe(5);
    size.update({ delta: 0, optimal: true, seconds: 0.3 }, 2);
    expect(size.size).toBe(6);
    size.update({ delta: 0, optimal: true, seconds: 1.5 }, 2);
    expect(size.size).toBe(6);
    size.update({ delta: 0, optimal: true, seconds: 0.01 }, 2);
    size.update({ delta: 0, optimal: true, seconds: 0.01 }, 2);
    expect(size.size).toBe(8);
    expect(size.isWhole).toBe(true);
    for (let i = 0; i < 10; i++) size.update({ delta: 0, optimal: false, seconds: 2 }, 2);
    expect(size.size).toBe(2);
    expect(new AdaptiveSize(10, 1, 4).size).toBe(4);
  });
});

describe("runLns", () => {
  const moves = (deltas: number[]) => {
    let k = 0;
    return (): SubSolve => ({ delta: deltas[k++] ?? 0, optimal: true, seconds: 0 });
  };

  it("stops at its move budget and reports each improvement", () => {
    let improved = 0;
    const n = runLns({
      step: moves([-1, 0, -2, 0, 0]),
      secondsLeft: () => 10,
      shouldStop: () => false,
      maxMoves: 4,
      onImprove: () => improved++,
    });
    expect(n).toBe(4);
    expect(improved).toBe(2);
  });

  it("stops after a proof, the caller's stop or the time", () => {
    let proven = false;
    const step = () => {
      proven = true;
      return { delta: -1, optimal: true, seconds: 0 };
    };
    expect(runLns({ step, secondsLeft: () => 1, shouldStop: () => false, isProven: () => proven })).toBe(1);
    let calls = 0;
    expect(runLns({ step: moves([]), secondsLeft: () => 1, shouldStop: () => ++calls > 3 })).toBe(3);
    let ran = 0;
    const timed = () => {
      ran++;
      return { delta: 0, optimal: true, seconds: 1 };
    };
    expect(runLns({ step: timed, secondsLeft: () => 2 - ran, shouldStop: () => false })).toBe(2);
  });
});
