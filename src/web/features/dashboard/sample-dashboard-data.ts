/**
 * The subscription is still a sample (issue 15: "The subscription card stays a sample"); every other
 * dashboard figure is computed by the server (api.ts).
 */
export type SubscriptionPlan = "Trial" | "Active";

export const SAMPLE_SUBSCRIPTION: SubscriptionPlan = "Trial";
