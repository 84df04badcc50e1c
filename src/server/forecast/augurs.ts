import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { initSync, MSTL } from "@bsull/augurs/mstl";

/**
 * MSTL with an AutoETS trend from @bsull/augurs (Rust compiled to WebAssembly, docs/decisions/070).
 * The package is wasm-bindgen's "web" target: it does not load its .wasm by itself in Node, so the bytes
 * are read from beside the resolved module once, on first use. Resolving through `require.resolve` works
 * the same under tsx, vitest and the esbuild bundle (where packages stay external in node_modules).
 */
let ready = false;

function init(): void {
  if (ready) return;
  const require = createRequire(import.meta.url);
  const wasm = join(dirname(require.resolve("@bsull/augurs/mstl")), "mstl_bg.wasm");
  initSync({ module: readFileSync(wasm) });
  ready = true;
}

/** Fits MSTL (weekly season) + AutoETS on `series` and returns the next `horizon` points. */
export function mstlForecast(series: readonly number[], horizon: number, periods = [7]): number[] {
  init();
  const model = MSTL.ets(periods);
  try {
    model.fit(Float64Array.from(series));
    return model.predict(horizon).point;
  } finally {
    model.free();
  }
}
