import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { engineMismatches } from "./check-engines";

const lockWith = (engines: Record<string, string | undefined>) => ({
  packages: {
    "": { name: "brigade", engines: { node: ">=20.19" } },
    ...Object.fromEntries(
      Object.entries(engines).map(([name, node]) => [
        `node_modules/${name}`,
        { version: "1.0.0", ...(node === undefined ? {} : { engines: { node } }) },
      ]),
    ),
  },
});

describe("engineMismatches", () => {
  it("names a package that needs a newer Node than the lowest one declared", () => {
    const lock = lockWith({ old: ">=18", none: undefined, "a/node_modules/cookie": ">=22" });
    expect(engineMismatches(lock, ">=20.19")).toEqual([{ name: "cookie", version: "1.0.0", needs: ">=22" }]);
  });

  it("checks the lowest declared version, not only the newest", () => {
    expect(engineMismatches(lockWith({ x: "^20.20 || >=22" }), ">=20.19")).toHaveLength(1);
    expect(engineMismatches(lockWith({ x: "^20.19 || >=22" }), ">=20.19")).toHaveLength(0);
  });

  it("finds none in this project's lock", () => {
    const read = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"));
    expect(engineMismatches(read("package-lock.json"), read("package.json").engines.node)).toEqual([]);
  });
});
