// Reference run: the same instance as a MIP solved by HiGHS (WASM build, one thread) with the same time
// limit; its roster is decoded and judged by the same checker as ours.
import loadHighs from "highs";
import { buildMip } from "./mip-model";
import type { Model } from "./model";

export interface PeerResult {
  /** Roster (0 off, 1 + shift) or null when HiGHS found no solution. */
  roster: Int8Array | null;
  status: string;
  /** Wall time of the whole HiGHS call, model building included. */
  seconds: number;
}

/** Above this many columns the WASM heap (4 GiB max, usually far less in practice) is at risk. */
const MAX_COLUMNS = 150_000;

export async function solveWithHighs(m: Model, timeLimitSeconds: number): Promise<PeerResult> {
  const start = performance.now();
  const seconds = () => (performance.now() - start) / 1000;
  const { columns, lp, binaries } = buildMip(m);
  if (binaries > MAX_COLUMNS) {
    return { roster: null, status: `too big for the WASM build (${binaries} binaries)`, seconds: seconds() };
  }
  try {
    const highs = await loadHighs();
    const result = highs.solve(lp, {
      time_limit: timeLimitSeconds,
      output_flag: false,
      mip_rel_gap: 0,
      presolve: "on",
    });
    const status = result.Status;
    const cols = result.Columns;
    const hasValues = Object.values(cols).some((c) => "Primal" in c && typeof c.Primal === "number");
    if (!hasValues) return { roster: null, status, seconds: seconds() };
    const roster = new Int8Array(m.employees * m.days);
    for (const [colName, [e, d, s]] of columns) {
      const col = cols[colName];
      const value = col !== undefined && "Primal" in col ? col.Primal : 0;
      if (value > 0.5) roster[e * m.days + d] = s + 1;
    }
    return { roster, status, seconds: seconds() };
  } catch (error) {
    // The WASM build aborts on out-of-memory; report it instead of failing the whole bench.
    const message = error instanceof Error ? error.message : String(error);
    return { roster: null, status: `error: ${message.slice(0, 200)}`, seconds: seconds() };
  }
}
