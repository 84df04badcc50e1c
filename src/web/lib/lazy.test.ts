import { createElement, Suspense, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { preloadable, preloadsSettled } from "./lazy";

const Page: ComponentType<{ who: string }> = ({ who }) => createElement("p", null, `hello ${who}`);

/** A module load the test resolves or rejects by hand, counting how often it was asked for. */
function manualLoad() {
  const calls: { resolve: (m: { Page: typeof Page }) => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<{ Page: typeof Page }>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

const render = (component: ComponentType<{ who: string }>) =>
  renderToString(createElement(Suspense, { fallback: "loading" }, createElement(component, { who: "x" })));

describe("preloadable", () => {
  it("shows the fallback until loaded, then renders without suspending", async () => {
    const { load, calls } = manualLoad();
    const Lazy = preloadable(load, "Page");
    expect(Lazy.isLoaded()).toBe(false);
    const loading = Lazy.preload();
    expect(Lazy.preload()).toBe(loading); // asked for once
    expect(calls).toHaveLength(1);
    const settled = preloadsSettled();
    calls[0]?.resolve({ Page });
    await settled;
    expect(Lazy.isLoaded()).toBe(true);
    // renderToString cannot wait: content (not the fallback) means React did not suspend.
    expect(render(Lazy)).toContain("hello x");
  });

  it("renders the fallback when not loaded, and loads on that first render", async () => {
    const { load, calls } = manualLoad();
    const Lazy = preloadable(load, "Page");
    expect(render(Lazy)).toContain("loading");
    expect(calls).toHaveLength(1);
    calls[0]?.resolve({ Page });
    await preloadsSettled();
    expect(Lazy.isLoaded()).toBe(true);
  });

  it("asks again after a failed load", async () => {
    const { load, calls } = manualLoad();
    const Lazy = preloadable(load, "Page");
    const first = Lazy.preload();
    calls[0]?.reject(new Error("offline"));
    await expect(first).rejects.toThrow("offline");
    await preloadsSettled();
    const second = Lazy.preload();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve({ Page });
    await second;
    expect(Lazy.isLoaded()).toBe(true);
  });
});
