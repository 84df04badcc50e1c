// The MIP formulation of a Curtois & Qu instance: binary x_e_d_s (employee e works shift s on day d),
// weekend indicators k_e_w and cover slacks u_d_s / o_d_s; sequence rules are linear windows over
// w_e_d = Σ_s x_e_d_s. The whole instance (the HiGHS reference run) or a sub-problem where only some
// roster cells are free and every other cell keeps its value in a given roster (the MIP neighbourhood):
// fixed cells become constants folded into the rows, so the rules at the edges of the free cells stay
// exactly those of the full problem.
import type { Highs } from "highs";
import type { Model } from "./model";

/** Which roster cells are decision variables; every other cell keeps its value in `roster`. */
export interface MipScope {
  roster: Int8Array;
  /** free[e * days + d] = 1 when the cell is a variable. */
  free: Uint8Array;
}

export interface MipProblem {
  numCols: number;
  numRows: number;
  colNames: string[];
  colCost: number[];
  colUpper: number[];
  /** 1 for the binaries (x and k), 0 for the continuous cover slacks. */
  integrality: number[];
  /** Cell of each x column, (e * days + d) * shifts + s; -1 for k, u and o. */
  colCell: number[];
  /** Rows in CSR form: row r has columns rowIndex[rowStart[r] .. rowStart[r + 1]). */
  rowStart: number[];
  rowIndex: number[];
  rowValue: number[];
  rowLower: number[];
  rowUpper: number[];
  /** Column values of the scope's roster (a feasible start); empty without a scope. */
  start: number[];
}

/** The problem over the cells of `scope` (all cells without one). Request costs are relative to a day off. */
export function buildMipProblem(m: Model, scope?: MipScope): MipProblem {
  const { employees: E, days: H, shifts: S } = m;
  const V = S + 1;
  const isFree = (e: number, d: number) => scope === undefined || scope.free[e * H + d] === 1;
  const fixedValue = (e: number, d: number) => scope?.roster[e * H + d] ?? 0;
  const has = (e: number, d: number, s: number) =>
    m.dayOff[e * H + d] !== 1 && (m.maxShifts[e * S + s] ?? 0) > 0;
  const p: MipProblem = {
    numCols: 0,
    numRows: 0,
    colNames: [],
    colCost: [],
    colUpper: [],
    integrality: [],
    colCell: [],
    rowStart: [0],
    rowIndex: [],
    rowValue: [],
    rowLower: [],
    rowUpper: [],
    start: [],
  };
  const addCol = (name: string, cost: number, upper: number, integer: boolean, cell: number, at: number) => {
    p.colNames.push(name);
    p.colCost.push(cost);
    p.colUpper.push(upper);
    p.integrality.push(integer ? 1 : 0);
    p.colCell.push(cell);
    if (scope !== undefined) p.start.push(at);
    return p.numCols++;
  };

  const xCol = new Int32Array(E * H * S).fill(-1);
  const touched: number[] = [];
  for (let e = 0; e < E; e++) {
    let any = false;
    for (let d = 0; d < H; d++) {
      if (!isFree(e, d)) continue;
      any = true;
      const base = (e * H + d) * V;
      const off = m.prefCost[base] ?? 0;
      for (let s = 0; s < S; s++) {
        if (!has(e, d, s)) continue;
        const cost = (m.prefCost[base + 1 + s] ?? 0) - off;
        const value = fixedValue(e, d) === s + 1 ? 1 : 0;
        xCol[(e * H + d) * S + s] = addCol(`x_${e}_${d}_${s}`, cost, 1, true, (e * H + d) * S + s, value);
      }
    }
    if (any) touched.push(e);
  }

  // A linear expression over the free columns plus the constant of the fixed cells.
  let idx: number[] = [];
  let val: number[] = [];
  let constant = 0;
  const x = (e: number, d: number, s: number, coef: number) => {
    if (isFree(e, d)) {
      const c = xCol[(e * H + d) * S + s] ?? -1;
      if (c >= 0) {
        idx.push(c);
        val.push(coef);
      }
    } else if (fixedValue(e, d) === s + 1) constant += coef;
  };
  const work = (e: number, d: number, coef: number) => {
    for (let s = 0; s < S; s++) x(e, d, s, coef);
  };
  const col = (c: number, coef: number) => {
    idx.push(c);
    val.push(coef);
  };
  /** Ends the expression as lower ≤ expr ≤ upper; a row without free columns holds in the roster. */
  const row = (lower: number, upper: number) => {
    if (idx.length > 0) {
      p.rowIndex.push(...idx);
      p.rowValue.push(...val);
      p.rowStart.push(p.rowIndex.length);
      p.rowLower.push(lower - constant);
      p.rowUpper.push(upper - constant);
      p.numRows++;
    }
    idx = [];
    val = [];
    constant = 0;
  };
  const INF = Number.POSITIVE_INFINITY;

  for (let d = 0; d < H; d++) {
    for (let s = 0; s < S; s++) {
      const at = d * S + s;
      for (let e = 0; e < E; e++) x(e, d, s, 1);
      if (idx.length === 0) {
        row(0, 0);
        continue;
      }
      let count = constant;
      for (let i = 0; i < idx.length; i++) count += p.start[idx[i] ?? 0] ?? 0;
      const req = m.requirement[at] ?? 0;
      col(addCol(`u_${d}_${s}`, m.weightUnder[at] ?? 0, INF, false, -1, Math.max(0, req - count)), 1);
      col(addCol(`o_${d}_${s}`, m.weightOver[at] ?? 0, INF, false, -1, Math.max(0, count - req)), -1);
      row(req, req);
    }
  }

  for (const e of touched) {
    for (let d = 0; d < H; d++) {
      work(e, d, 1);
      row(-INF, 1);
      if (d + 1 < H)
        for (let a = 0; a < S; a++)
          for (let b = 0; b < S; b++)
            if (m.forbiddenNext[a * S + b] === 1 && has(e, d, a) && has(e, d + 1, b)) {
              x(e, d, a, 1);
              x(e, d + 1, b, 1);
              row(-INF, 1);
            }
    }
    for (let s = 0; s < S; s++) {
      const max = m.maxShifts[e * S + s] ?? 0;
      let possible = 0;
      for (let d = 0; d < H; d++) if (has(e, d, s)) possible++;
      if (possible <= max) continue;
      for (let d = 0; d < H; d++) x(e, d, s, 1);
      row(-INF, max);
    }
    for (let d = 0; d < H; d++) for (let s = 0; s < S; s++) x(e, d, s, m.shiftMinutes[s] ?? 0);
    row(m.minMinutes[e] ?? 0, m.maxMinutes[e] ?? 0);

    const maxCons = m.maxConsecutive[e] ?? H;
    for (let d = 0; d + maxCons < H; d++) {
      for (let j = d; j <= d + maxCons; j++) work(e, j, 1);
      row(-INF, maxCons);
    }
    // Forbid inner runs shorter than the minimum: pattern off, l days on, off (and the mirror for days off).
    const minCons = m.minConsecutive[e] ?? 0;
    for (let l = 1; l < minCons; l++)
      for (let d = 1; d + l < H; d++) {
        work(e, d - 1, 1);
        work(e, d + l, 1);
        for (let j = d; j < d + l; j++) work(e, j, -1);
        row(1 - l, INF);
      }
    const minOff = m.minDaysOff[e] ?? 0;
    for (let l = 1; l < minOff; l++)
      for (let d = 1; d + l < H; d++) {
        work(e, d - 1, -1);
        work(e, d + l, -1);
        for (let j = d; j < d + l; j++) work(e, j, 1);
        row(-1, INF);
      }

    // Weekend indicators only where a weekend day is free; fixed weekends count as constants.
    const weekends: number[] = [];
    let fixedWeekends = 0;
    for (let sat = 5, w = 0; sat < H; sat += 7, w++) {
      const days = [sat, sat + 1].filter((d) => d < H);
      const worked = days.some((d) => fixedValue(e, d) > 0);
      if (!days.some((d) => isFree(e, d))) {
        if (worked) fixedWeekends++;
        continue;
      }
      const k = addCol(`k_${e}_${w}`, 0, 1, true, -1, worked ? 1 : 0);
      weekends.push(k);
      for (const d of days)
        for (let s = 0; s < S; s++) {
          x(e, d, s, 1);
          if (idx.length === 0 && constant === 0) continue;
          col(k, -1);
          row(-INF, 0);
        }
    }
    for (const k of weekends) col(k, 1);
    row(-INF, (m.maxWeekends[e] ?? 0) - fixedWeekends);
  }
  return p;
}

/** The problem as a HiGHS model (infinite bounds in HiGHS's terms); the caller disposes of it. */
export function createHighsModel(highs: Highs, p: MipProblem): ReturnType<Highs["createModel"]> {
  return highs.createModel({
    numCols: p.numCols,
    numRows: p.numRows,
    colCost: p.colCost,
    colLower: new Float64Array(p.numCols),
    colUpper: p.colUpper.map((u) => (Number.isFinite(u) ? u : highs.infinity)),
    rowLower: p.rowLower.map((l) => (Number.isFinite(l) ? l : -highs.infinity)),
    rowUpper: p.rowUpper.map((u) => (Number.isFinite(u) ? u : highs.infinity)),
    matrix: {
      format: "csr",
      numRows: p.numRows,
      numCols: p.numCols,
      starts: p.rowStart,
      indices: p.rowIndex,
      values: p.rowValue,
    },
    integrality: Int32Array.from(p.integrality),
  });
}

export interface MipText {
  lp: string;
  /** Column name → [employee, day, shift] for the decoder. */
  columns: Map<string, [number, number, number]>;
  binaries: number;
}

/** The whole instance in CPLEX LP text, for the HiGHS reference run. */
export function buildMip(m: Model): MipText {
  const p = buildMipProblem(m);
  const { days: H, shifts: S } = m;
  const name = (c: number) => p.colNames[c] ?? `c${c}`;
  const terms = (cols: number[], coefs: number[]) =>
    cols.map((c, i) => {
      const v = coefs[i] ?? 0;
      return `${v < 0 ? "-" : "+"} ${Math.abs(v) === 1 ? "" : `${Math.abs(v)} `}${name(c)}`;
    });
  const objectiveCols: number[] = [];
  const objectiveCoefs: number[] = [];
  p.colCost.forEach((c, i) => {
    if (c !== 0) {
      objectiveCols.push(i);
      objectiveCoefs.push(c);
    }
  });
  const rows: string[] = [];
  for (let r = 0; r < p.numRows; r++) {
    const from = p.rowStart[r] ?? 0;
    const to = p.rowStart[r + 1] ?? 0;
    const lhs = terms(p.rowIndex.slice(from, to), p.rowValue.slice(from, to)).join(" ");
    const lo = p.rowLower[r] ?? 0;
    const up = p.rowUpper[r] ?? 0;
    if (lo === up) rows.push(` r${r}: ${lhs} = ${lo}`);
    else {
      if (Number.isFinite(up)) rows.push(` r${r}u: ${lhs} <= ${up}`);
      if (Number.isFinite(lo)) rows.push(` r${r}l: ${lhs} >= ${lo}`);
    }
  }
  const columns = new Map<string, [number, number, number]>();
  const bounds: string[] = [];
  const general: string[] = [];
  for (let c = 0; c < p.numCols; c++) {
    const cell = p.colCell[c] ?? -1;
    if (cell >= 0) {
      const d = Math.floor(cell / S) % H;
      columns.set(name(c), [Math.floor(cell / (S * H)), d, cell % S]);
    }
    if (p.integrality[c] === 1) {
      general.push(name(c));
      bounds.push(` 0 <= ${name(c)} <= ${p.colUpper[c] ?? 1}`);
    }
  }
  const lp = [
    "Minimize",
    ` obj: ${terms(objectiveCols, objectiveCoefs).join(" ").replace(/^\+ /, "")}`,
    "Subject To",
    ...rows,
    "Bounds",
    ...bounds,
    "General",
    ` ${general.join(" ")}`,
    "End",
  ].join("\n");
  return { lp, columns, binaries: general.length };
}
