// The MIP formulation of a Curtois & Qu instance in CPLEX LP text, for the HiGHS reference run.
// Binary x_e_d_s (employee e works shift s on day d), weekend indicators k_e_w and cover slacks
// u_d_s / o_d_s; sequence rules are linear windows over w_e_d = Σ_s x_e_d_s.
import type { Model } from "./model";

export interface MipText {
  lp: string;
  /** Column name → [employee, day, shift] for the decoder. */
  columns: Map<string, [number, number, number]>;
  binaries: number;
}

export function buildMip(m: Model): MipText {
  const { employees: E, days: H, shifts: S } = m;
  const V = S + 1;
  const columns = new Map<string, [number, number, number]>();
  const name = (e: number, d: number, s: number) => `x_${e}_${d}_${s}`;
  const has = (e: number, d: number, s: number) =>
    m.dayOff[e * H + d] !== 1 && (m.maxShifts[e * S + s] ?? 0) > 0;
  for (let e = 0; e < E; e++)
    for (let d = 0; d < H; d++)
      for (let s = 0; s < S; s++) if (has(e, d, s)) columns.set(name(e, d, s), [e, d, s]);

  // w(e, d) as a list of terms; "sign" prefixes each term.
  const work = (e: number, d: number, sign: "+" | "-"): string[] => {
    const terms: string[] = [];
    for (let s = 0; s < S; s++) if (has(e, d, s)) terms.push(`${sign} ${name(e, d, s)}`);
    return terms;
  };

  const objective: string[] = [];
  for (let e = 0; e < E; e++) {
    for (let d = 0; d < H; d++) {
      // Request cost relative to a day off; the constant part is dropped (the checker scores the roster).
      const base = (e * H + d) * V;
      const off = m.prefCost[base] ?? 0;
      for (let s = 0; s < S; s++) {
        const c = (m.prefCost[base + 1 + s] ?? 0) - off;
        if (c !== 0 && has(e, d, s)) objective.push(`${c >= 0 ? "+" : "-"} ${Math.abs(c)} ${name(e, d, s)}`);
      }
    }
  }
  const rows: string[] = [];
  const row = (terms: string[], rel: string, rhs: number) => {
    if (terms.length > 0) rows.push(` r${rows.length}: ${terms.join(" ")} ${rel} ${rhs}`);
  };
  const bounds: string[] = [];
  const general: string[] = [...columns.keys()];

  for (let d = 0; d < H; d++) {
    for (let s = 0; s < S; s++) {
      const at = d * S + s;
      const terms: string[] = [];
      for (let e = 0; e < E; e++) if (has(e, d, s)) terms.push(`+ ${name(e, d, s)}`);
      objective.push(`+ ${m.weightUnder[at] ?? 0} u_${d}_${s} + ${m.weightOver[at] ?? 0} o_${d}_${s}`);
      row([...terms, `+ u_${d}_${s}`, `- o_${d}_${s}`], "=", m.requirement[at] ?? 0);
    }
  }

  for (let e = 0; e < E; e++) {
    for (let d = 0; d < H; d++) {
      row(work(e, d, "+"), "<=", 1);
      if (d + 1 < H)
        for (let a = 0; a < S; a++)
          for (let b = 0; b < S; b++)
            if (m.forbiddenNext[a * S + b] === 1 && has(e, d, a) && has(e, d + 1, b))
              row([`+ ${name(e, d, a)}`, `+ ${name(e, d + 1, b)}`], "<=", 1);
    }
    for (let s = 0; s < S; s++) {
      const max = m.maxShifts[e * S + s] ?? 0;
      const terms: string[] = [];
      for (let d = 0; d < H; d++) if (has(e, d, s)) terms.push(`+ ${name(e, d, s)}`);
      if (terms.length > max) row(terms, "<=", max);
    }
    const minutes: string[] = [];
    for (let d = 0; d < H; d++)
      for (let s = 0; s < S; s++)
        if (has(e, d, s)) minutes.push(`+ ${m.shiftMinutes[s] ?? 0} ${name(e, d, s)}`);
    row(minutes, "<=", m.maxMinutes[e] ?? 0);
    if (minutes.length === 0 && (m.minMinutes[e] ?? 0) > 0)
      throw new Error(`employee ${e} cannot reach min minutes`);
    row(minutes, ">=", m.minMinutes[e] ?? 0);

    const maxCons = m.maxConsecutive[e] ?? H;
    for (let d = 0; d + maxCons < H; d++) {
      const window: string[] = [];
      for (let j = d; j <= d + maxCons; j++) window.push(...work(e, j, "+"));
      row(window, "<=", maxCons);
    }
    // Forbid inner runs shorter than the minimum: pattern off, l days on, off (and the mirror for days off).
    const minCons = m.minConsecutive[e] ?? 0;
    for (let l = 1; l < minCons; l++)
      for (let d = 1; d + l < H; d++) {
        const terms = [...work(e, d - 1, "+"), ...work(e, d + l, "+")];
        for (let j = d; j < d + l; j++) terms.push(...work(e, j, "-"));
        row(terms, ">=", 1 - l);
      }
    const minOff = m.minDaysOff[e] ?? 0;
    for (let l = 1; l < minOff; l++)
      for (let d = 1; d + l < H; d++) {
        const terms = [...work(e, d - 1, "-"), ...work(e, d + l, "-")];
        for (let j = d; j < d + l; j++) terms.push(...work(e, j, "+"));
        row(terms, ">=", -1);
      }

    const weekends: string[] = [];
    for (let sat = 5, w = 0; sat < H; sat += 7, w++) {
      const k = `k_${e}_${w}`;
      weekends.push(`+ ${k}`);
      general.push(k);
      for (const d of [sat, sat + 1]) if (d < H) for (const t of work(e, d, "+")) row([t, `- ${k}`], "<=", 0);
    }
    row(weekends, "<=", m.maxWeekends[e] ?? 0);
  }
  for (const c of columns.keys()) bounds.push(` 0 <= ${c} <= 1`);
  for (const k of general.slice(columns.size)) bounds.push(` 0 <= ${k} <= 1`);

  const lp = [
    "Minimize",
    ` obj: ${objective.join(" ").replace(/^\+ /, "")}`,
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
