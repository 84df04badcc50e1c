/**
 * Roots of query keys that more than one module refreshes. Every `queryOptions` of these resources starts
 * its key with the root, so invalidating the root refreshes all of them; a mutation that touches another
 * screen's data invalidates a root from here, never a retyped array (lib/cascades.ts names the same roots
 * per database table).
 */
export const SCHEDULES_KEY = ["schedules"] as const;
export const FIGURES_KEY = ["figures"] as const;
export const REQUESTS_KEY = ["requests"] as const;
/** The employee side (docs/api.md, The employee side): every query of the caller's own. */
export const ME_KEY = ["me"] as const;
export const NOTIFICATIONS_KEY = ["notifications"] as const;
/** The Dashboard's setup checklist: refreshed after every successful change (lib/query-client.ts). */
export const SETUP_KEY = ["setup"] as const;
