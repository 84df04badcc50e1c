import { SHIFT_TYPES } from "../../domain/schemas/preferences";
import { formatTime } from "../../domain/time";
import { formatEnd, formatStart } from "./assemble";
import type { ShiftAlternative, ShiftExplanation } from "../output";
import { isPreferredType, shiftTypeOf } from "../shift-type";
import type { Gap } from "./assemble";
import type { Frame } from "./frame";
import { AVAIL_STRIDE, DAYS, SLOT, SLOTS_PER_DAY, WEEK_SLOTS } from "./model";
import { BLOCK_TEXT, Block, checkPlace } from "./rules";
import type { State } from "./state";

/** Explanations are written once, from the final schedule, so they cost nothing during the search. */

/** Day names of the week, and of the Monday after it (where a Sunday night shift ends). */
const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Monday"];
const slots = (n: number) => (n === 1 ? "1 slot" : `${n} slots`);
const hours = (minutes: number) => `${Math.round((minutes / 60) * 10) / 10} h`;

/** Slots (counted from a day's midnight, past 95 = the next day) as "HH:MM-HH:MM" runs, real wall times. */
function ranges(slots: number[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < slots.length) {
    let j = i;
    while (j + 1 < slots.length && (slots[j + 1] as number) === (slots[j] as number) + 1) j++;
    parts.push(span((slots[i] as number) * SLOT, ((slots[j] as number) + 1) * SLOT));
    i = j + 1;
  }
  return parts.join(", ");
}

/** A span of a day as its real wall times: "18:00-02:00" ends the next day. */
function span(start: number, end: number): string {
  return `${formatStart(start)}-${formatEnd(end)}`;
}

/** A readable reason why someone cannot take a shift (rule name plus the figure behind it). */
function blockReason(s: State, e: number, d: number, block: Block): string {
  const m = s.m;
  if (block === Block.WeeklyCap) return `already at ${hours(s.worked[e] ?? 0)} (weekly cap ${m.cap / 60} h)`;
  if (block === Block.MinorWeekly)
    return `minor already at ${hours(s.minorWorked[e] ?? 0)} (limit ${m.minorWeekly / 60} h)`;
  if (block === Block.MinorCurfew) return `minor, curfew ${formatTime(m.curfew)}`;
  if (block === Block.Unavailable) return availabilityText(s, e, d);
  return BLOCK_TEXT[block];
}

/** The person's free time in business day d (from its start on the time axis, one day long). */
function availabilityText(s: State, e: number, d: number): string {
  const base = e * AVAIL_STRIDE + d * SLOTS_PER_DAY;
  const free: number[] = [];
  for (let t = s.m.dayStartSlot; t < s.m.dayStartSlot + SLOTS_PER_DAY; t++) {
    if ((s.m.availPrefix[base + t + 1] ?? 0) - (s.m.availPrefix[base + t] ?? 0) === 1) free.push(t);
  }
  return free.length === 0 ? `unavailable on ${DAY_NAMES[d]}s` : `available only ${ranges(free)}`;
}

function workingElsewhere(s: State, e: number, d: number): string | null {
  const cell = e * DAYS + d;
  const p = s.cellPos[cell] ?? -1;
  if (p < 0) return null;
  const name = s.m.input.positions[p]?.name ?? "another position";
  return `already works ${span(s.cellStart[cell] ?? 0, s.cellEnd[cell] ?? 0)} as ${name}`;
}

/** Why a free, allowed person was still not the pick instead of `chosen`: the soft cost that tips it. */
function softReason(
  s: State,
  e: number,
  chosen: number,
  d: number,
  p: number,
  start: number,
  end: number,
): string {
  const m = s.m;
  if (
    m.requiresTrainer[p] === 1 &&
    m.trainer[e] !== 1 &&
    m.trainer[chosen] === 1 &&
    !keepsRatio(s, p, d, start, end)
  ) {
    return "not trainer-eligible, and this shift's trainer is needed";
  }
  const after = (s.worked[e] ?? 0) + s.workedAt(d, start, end);
  const desired = (m.desired[e] ?? 0) * 60;
  if (after > desired) return `would reach ${hours(after)} of ${hours(desired)} desired`;
  const pref = SHIFT_TYPES[m.prefType[e] ?? 1] ?? "MID";
  if (!isPreferredType(start, end, pref)) return `prefers ${pref}`;
  if (d >= 5 && m.prefersWeekends[e] !== 1) return "prefers not to work weekends";
  const chosenGap = (m.desired[chosen] ?? 0) * 60 - (s.worked[chosen] ?? 0) + s.workedAt(d, start, end);
  if (desired - (s.worked[e] ?? 0) < chosenGap) {
    return `has ${hours(s.worked[e] ?? 0)} of ${hours(desired)} desired; ${m.names[chosen]} was further below their wish`;
  }
  return `scored lower overall (labor cost, fairness, days in a row)`;
}

/** Whether the slots of [start, end) keep the trainer ratio with the current trainer replaced by a trainee. */
function keepsRatio(s: State, p: number, d: number, start: number, end: number): boolean {
  const base = p * WEEK_SLOTS + d * SLOTS_PER_DAY;
  for (let t = start / SLOT; t < end / SLOT; t++) {
    if ((s.trainees[base + t] ?? 0) + 1 > s.m.ratio * ((s.trainers[base + t] ?? 0) - 1)) return false;
  }
  return true;
}

export function explainShift(
  s: State,
  frame: Frame,
  e: number,
  d: number,
  isLocked: boolean,
): ShiftExplanation {
  const m = s.m;
  const cell = e * DAYS + d;
  const p = s.cellPos[cell] ?? 0;
  const start = s.cellStart[cell] ?? 0;
  const end = s.cellEnd[cell] ?? 0;
  const position = m.input.positions[p]?.name ?? "?";
  const factors: string[] = [];
  if (isLocked) factors.push("locked by a manager");
  const needed: number[] = [];
  let extra = 0;
  const base = p * WEEK_SLOTS + d * SLOTS_PER_DAY;
  for (let t = start / SLOT; t < end / SLOT; t++) {
    if ((s.cov[base + t] ?? 0) <= (m.demand[base + t] ?? 0)) needed.push(t);
    else extra++;
  }
  if (needed.length > 0)
    factors.push(
      `covers ${needed.length} understaffed slot${needed.length === 1 ? "" : "s"} at ${ranges(needed)}`,
    );
  if (extra > 0)
    factors.push(`${slots(extra)} above the requirement, to keep the shift ≥ ${hours(m.minLen)}`);
  const pref = SHIFT_TYPES[m.prefType[e] ?? 1] ?? "MID";
  factors.push(
    isPreferredType(start, end, pref)
      ? `${pref} shift, as preferred`
      : `${shiftTypeOf(start, end)} shift; prefers ${pref}`,
  );
  factors.push(`${hours(s.worked[e] ?? 0)} of ${hours((m.desired[e] ?? 0) * 60)} desired this week`);
  if (d >= 5)
    factors.push(m.prefersWeekends[e] === 1 ? "likes weekend shifts" : "weekend shift (prefers none)");
  if (m.requiresTrainer[p] === 1)
    factors.push(m.trainer[e] === 1 ? "trainer-eligible" : "works alongside a trainer");

  // The most telling alternatives first: people free and allowed (a soft reason decided), then those a
  // rule kept out, then those already working that day.
  const ranked: Array<{ rank: number; alternative: ShiftAlternative }> = [];
  for (const other of frame.qualifiedBy[p] ?? []) {
    if (other === e) continue;
    const elsewhere = workingElsewhere(s, other, d);
    const block = elsewhere ? Block.None : checkPlace(s, other, d, p, start, end);
    const reason =
      elsewhere ??
      (block === Block.None ? softReason(s, other, e, d, p, start, end) : blockReason(s, other, d, block));
    const rank = elsewhere ? 2 : block === Block.None ? 0 : 1;
    ranked.push({
      rank,
      alternative: { employeeId: m.employeeIds[other] ?? 0, reason: `${m.names[other]}: ${reason}` },
    });
  }
  // Array.prototype.sort is stable, so input order breaks ties deterministically.
  const alternatives = ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, 3)
    .map((r) => r.alternative);
  return {
    summary: `${m.names[e]} works ${position} on ${DAY_NAMES[d]} ${span(start, end)} (${hours(s.workedAt(d, start, end))} worked${nextDay(d, end)})`,
    factors,
    alternatives,
  };
}

/** For a shift that ends the next day, says so: "Friday 18:00-02:00 (…, ends Saturday 02:00)". */
function nextDay(d: number, end: number): string {
  return end > 1440 ? `, ends ${DAY_NAMES[d + 1]} ${formatEnd(end)}` : "";
}

/** Who could have filled a gap and which rule kept each of them out. */
export function explainGap(s: State, frame: Frame, gap: Gap): string {
  const m = s.m;
  const position = m.input.positions[gap.p]?.name ?? "?";
  const people = frame.qualifiedBy[gap.p] ?? [];
  if (people.length === 0) return `nobody is qualified for ${position}`;
  // Rules first (they say why the gap exists), then the people already busy that day, in brief.
  const excluded: string[] = [];
  const busy: string[] = [];
  for (const e of people) {
    const elsewhere = workingElsewhere(s, e, gap.d);
    if (elsewhere) busy.push(`${m.names[e]} ${elsewhere.replace("already works ", "")}`);
    else excluded.push(`${m.names[e]} ${reasonFor(s, frame, e, gap)}`);
  }
  const parts: string[] = [];
  if (excluded.length > 0) {
    const more = excluded.length > 8 ? `, and ${excluded.length - 8} more` : "";
    parts.push(`${excluded.slice(0, 8).join(", ")}${more}`);
  }
  if (busy.length > 0) {
    const more = busy.length > 3 ? `, …` : "";
    parts.push(`${busy.length} already work that day (${busy.slice(0, 3).join(", ")}${more})`);
  }
  return `${people.length} qualified ${position}: ${parts.join("; ")}`;
}

/** Why someone free that day did not take the gap. */
function reasonFor(s: State, frame: Frame, e: number, gap: Gap): string {
  const m = s.m;
  // Try every allowed shift through the gap's first slot; report the rule the "closest" one broke.
  let worst: Block = Block.None;
  let anyFits = false;
  for (const length of frame.lengths) {
    const from = Math.max(0, (gap.from + 1) * SLOT - length);
    const to = Math.min(gap.from * SLOT, 1440 - SLOT);
    for (let start = from; start <= to; start += SLOT) {
      const block = checkPlace(s, e, gap.d, gap.p, start, start + length);
      if (block === Block.None) anyFits = true;
      else if (block > worst) worst = block;
    }
  }
  if (!anyFits) return blockReason(s, e, gap.d, worst);
  if (m.requiresTrainer[gap.p] === 1 && m.trainer[e] !== 1) return "would need another trainer on shift";
  return `free, but a ${hours(m.minLen)}+ shift here adds more cost than cover`;
}
