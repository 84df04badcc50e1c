/**
 * Fair Workweek (predictive scheduling) rule packs as data (DESIGN §12, docs/product.md "Fair Workweek").
 * A constraint profile follows one pack. Each pack says how many days ahead a week is posted, what a change
 * after posting costs by how much notice it gave (adding or moving work; cutting or cancelling it), and how
 * much rest a closing-then-opening pair needs, with its premium and whether the employee must agree.
 *
 * Tiers read the ordinances' wording: a premium is owed for a change with *less than* N of notice, so a
 * change made with exactly N of notice falls in the cheaper tier (exactly 14 days: no premium; exactly 7
 * days: the 7-14 day tier; exactly 24 hours: the "at least 24 hours" tier).
 *
 * Where a figure cannot be verified against the ordinance it is left unset (null), never guessed: a store
 * that needs it uses CUSTOM with its own numbers.
 */

export const FAIR_WORKWEEK_PACKS = [
  "NONE",
  "NYC_FAST_FOOD",
  "SEATTLE",
  "CHICAGO",
  "OREGON",
  "PHILADELPHIA",
  "CUSTOM",
] as const;
export type FairWorkweekPackId = (typeof FAIR_WORKWEEK_PACKS)[number];

/** A premium: a sum of money, hours of the person's pay, or a share of the pay for the hours lost. */
export type Premium =
  | { kind: "MONEY"; amount: number }
  | { kind: "HOURS_OF_PAY"; hours: number }
  | { kind: "SHARE_OF_LOST_PAY"; share: number };

/** Owed for a change given with less than `noticeUnderHours` of notice (down to the next tier's). */
export interface PremiumTier {
  noticeUnderHours: number;
  premium: Premium;
}

export interface ClopeningRule {
  /** Rest under this many hours between a closing and the next day's opening shift is a clopening. */
  restHours: number;
  /**
   * What working a clopening pays on top of wages: money per clopening, or a share of pay for the hours
   * worked inside the rest window (1.5× pay = 0.5 on top). Null: not verified, set by CUSTOM.
   */
  premium: Premium | null;
  /** The employee must agree (in writing, in the app) before being scheduled for it. */
  needsConsent: boolean;
}

export interface RulePack {
  id: FairWorkweekPackId;
  label: string;
  /** Where the numbers come from (ordinance and the city's guidance). */
  source: string;
  /** Days ahead a week must be posted; null: the profile's own `advanceNoticeDays`. */
  postingNoticeDays: number | null;
  /** Adding hours, or moving a shift's date or time (no loss of hours); longest notice first. */
  addOrMove: readonly PremiumTier[];
  /** Cutting hours or cancelling a shift; longest notice first. */
  cutOrCancel: readonly PremiumTier[];
  /**
   * Hours added or moved inside the posting notice need the employee's agreement (they may decline hours
   * not on the posted schedule): the change is asked for in the app, and published once they accept.
   */
  addNeedsConsent: boolean;
  clopening: ClopeningRule | null;
}

const DAY_HOURS = 24;
const FOURTEEN_DAYS = 14 * DAY_HOURS;
const SEVEN_DAYS = 7 * DAY_HOURS;
const oneHourOfPay: Premium = { kind: "HOURS_OF_PAY", hours: 1 };
const halfOfLostPay: Premium = { kind: "SHARE_OF_LOST_PAY", share: 0.5 };
/** Time and a half for the hours inside the rest window: half the pay on top of the wage. */
const halfPayOnTop: Premium = { kind: "SHARE_OF_LOST_PAY", share: 0.5 };

/** Today's Brigade: late changes are flagged, nothing is priced. */
const NONE: RulePack = {
  id: "NONE",
  label: "None",
  source: "No predictive scheduling law applies.",
  postingNoticeDays: null,
  addOrMove: [],
  cutOrCancel: [],
  addNeedsConsent: false,
  clopening: null,
};

/**
 * New York City fast food: NYC Admin. Code title 20 ch. 12 (Fair Workweek), §20-1221 (14 days' posting),
 * §20-1222 (premiums: $10 / $15 for a change with no loss of hours with less than 14 / 7 days' notice;
 * $20 / $45 / $75 for a loss of hours with less than 14 days / 7 days / 24 hours' notice), §20-1231
 * (clopening under 11 hours: written consent and $100). codelibrary.amlegal.com; NYC 311 KA-02719.
 */
const NYC_FAST_FOOD: RulePack = {
  id: "NYC_FAST_FOOD",
  label: "New York City fast food",
  source: "NYC Admin. Code §§20-1221, 20-1222, 20-1231 (Fair Workweek, fast food)",
  postingNoticeDays: 14,
  addOrMove: [
    { noticeUnderHours: FOURTEEN_DAYS, premium: { kind: "MONEY", amount: 10 } },
    { noticeUnderHours: SEVEN_DAYS, premium: { kind: "MONEY", amount: 15 } },
  ],
  cutOrCancel: [
    { noticeUnderHours: FOURTEEN_DAYS, premium: { kind: "MONEY", amount: 20 } },
    { noticeUnderHours: SEVEN_DAYS, premium: { kind: "MONEY", amount: 45 } },
    { noticeUnderHours: DAY_HOURS, premium: { kind: "MONEY", amount: 75 } },
  ],
  addNeedsConsent: true,
  clopening: { restHours: 11, premium: { kind: "MONEY", amount: 100 }, needsConsent: true },
};

/**
 * Seattle Secure Scheduling: SMC 14.22.035 (rest under 10 hours: 1.5× for the hours inside it),
 * 14.22.040 (14 days' posting), 14.22.050 (one hour of pay for added hours or moved time; half pay for
 * hours not worked when hours are cut). seattle.gov/laborstandards, secure scheduling.
 */
const SEATTLE: RulePack = {
  id: "SEATTLE",
  label: "Seattle",
  source: "Seattle Municipal Code ch. 14.22 (Secure Scheduling) §§14.22.035, 14.22.040, 14.22.050",
  postingNoticeDays: 14,
  addOrMove: [{ noticeUnderHours: FOURTEEN_DAYS, premium: oneHourOfPay }],
  cutOrCancel: [{ noticeUnderHours: FOURTEEN_DAYS, premium: halfOfLostPay }],
  addNeedsConsent: true,
  clopening: { restHours: 10, premium: halfPayOnTop, needsConsent: false },
};

/**
 * Chicago Fair Workweek: Chicago Municipal Code 6-110 (14 days' posting; one hour of pay for an added or
 * moved shift or hours cut with less than 14 days' notice; half pay for hours lost with less than 24
 * hours' notice; rest under 10 hours may be declined). chicago.gov BACP fair workweek. The clopening
 * premium is marked unverified in our sources: left unset, CUSTOM sets it.
 */
const CHICAGO: RulePack = {
  id: "CHICAGO",
  label: "Chicago",
  source: "Chicago Municipal Code ch. 6-110 (Fair Workweek); chicago.gov BACP fair workweek guidance",
  postingNoticeDays: 14,
  addOrMove: [{ noticeUnderHours: FOURTEEN_DAYS, premium: oneHourOfPay }],
  cutOrCancel: [
    { noticeUnderHours: FOURTEEN_DAYS, premium: oneHourOfPay },
    { noticeUnderHours: DAY_HOURS, premium: halfOfLostPay },
  ],
  addNeedsConsent: true,
  clopening: { restHours: 10, premium: null, needsConsent: true },
};

/**
 * Oregon predictive scheduling: ORS 653.412-653.485, OAR 839-026 (14 days' posting since July 2020; one
 * hour of pay for added time over 30 minutes, moved time or an extra shift; half pay per hour lost;
 * rest under 10 hours only with the employee's consent, paid 1.5×). oregon.gov/boli predictive scheduling.
 */
const OREGON: RulePack = {
  id: "OREGON",
  label: "Oregon",
  source: "ORS 653.412-653.485; OAR 839-026 (Predictive Scheduling); oregon.gov/boli",
  postingNoticeDays: 14,
  addOrMove: [{ noticeUnderHours: FOURTEEN_DAYS, premium: oneHourOfPay }],
  cutOrCancel: [{ noticeUnderHours: FOURTEEN_DAYS, premium: halfOfLostPay }],
  addNeedsConsent: true,
  clopening: { restHours: 10, premium: halfPayOnTop, needsConsent: true },
};

/**
 * Philadelphia Fair Workweek: Phila. Code ch. 9-4600 (14 days' posting; one hour of pay for added or
 * moved time; half pay per hour lost; rest under 9 hours with written consent and $40). phila.gov fair
 * workweek.
 */
const PHILADELPHIA: RulePack = {
  id: "PHILADELPHIA",
  label: "Philadelphia",
  source: "Philadelphia Code ch. 9-4600 (Fair Workweek Employment Standards); phila.gov",
  postingNoticeDays: 14,
  addOrMove: [{ noticeUnderHours: FOURTEEN_DAYS, premium: oneHourOfPay }],
  cutOrCancel: [{ noticeUnderHours: FOURTEEN_DAYS, premium: halfOfLostPay }],
  addNeedsConsent: true,
  clopening: { restHours: 9, premium: { kind: "MONEY", amount: 40 }, needsConsent: true },
};

/** CUSTOM's own numbers (the constraint profile's `custom…` fields); null: that part is off. */
export interface CustomPackNumbers {
  addPremiumHours: number | null;
  cutPremiumShare: number | null;
  clopenRestHours: number | null;
  clopenPremiumMoney: number | null;
  clopenNeedsConsent: boolean;
  addNeedsConsent: boolean;
}

/** A CUSTOM pack: one tier each inside the profile's notice, and a clopening rule when its rest is set. */
export function customPack(numbers: CustomPackNumbers, noticeDays: number): RulePack {
  const window = noticeDays * DAY_HOURS;
  return {
    id: "CUSTOM",
    label: "Custom",
    source: "The organization's own numbers.",
    postingNoticeDays: null,
    addOrMove:
      numbers.addPremiumHours && window > 0
        ? [{ noticeUnderHours: window, premium: { kind: "HOURS_OF_PAY", hours: numbers.addPremiumHours } }]
        : [],
    cutOrCancel:
      numbers.cutPremiumShare && window > 0
        ? [
            {
              noticeUnderHours: window,
              premium: { kind: "SHARE_OF_LOST_PAY", share: numbers.cutPremiumShare },
            },
          ]
        : [],
    addNeedsConsent: numbers.addNeedsConsent,
    clopening:
      numbers.clopenRestHours === null
        ? null
        : {
            restHours: numbers.clopenRestHours,
            premium:
              numbers.clopenPremiumMoney === null
                ? null
                : { kind: "MONEY", amount: numbers.clopenPremiumMoney },
            needsConsent: numbers.clopenNeedsConsent,
          },
  };
}

export const RULE_PACKS: Readonly<Record<Exclude<FairWorkweekPackId, "CUSTOM">, RulePack>> = {
  NONE,
  NYC_FAST_FOOD,
  SEATTLE,
  CHICAGO,
  OREGON,
  PHILADELPHIA,
};

/** The profile fields a pack is read from. */
export interface PackProfile extends CustomPackNumbers {
  fairWorkweekPack: FairWorkweekPackId;
  advanceNoticeDays: number;
}

/** The pack a constraint profile follows. */
export function packOf(profile: PackProfile): RulePack {
  if (profile.fairWorkweekPack === "CUSTOM") return customPack(profile, profile.advanceNoticeDays);
  return RULE_PACKS[profile.fairWorkweekPack];
}

/**
 * The late-change notice of a profile: a jurisdiction's posting notice, else the profile's own
 * `advanceNoticeDays` (NONE and CUSTOM). One number, so a pack never disagrees with the late-change flag.
 */
export function noticeDaysOf(profile: Pick<PackProfile, "fairWorkweekPack" | "advanceNoticeDays">): number {
  if (profile.fairWorkweekPack === "CUSTOM" || profile.fairWorkweekPack === "NONE")
    return profile.advanceNoticeDays;
  return RULE_PACKS[profile.fairWorkweekPack].postingNoticeDays ?? profile.advanceNoticeDays;
}
