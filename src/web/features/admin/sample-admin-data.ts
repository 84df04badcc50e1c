import type { Role } from "../../../domain/roles";

/**
 * The admin screen's sample content: the subscription stays a sample (issue 15); users and system
 * settings come from the server (api.ts).
 */

export type SampleSubscription = {
  plan: "Trial";
  daysRemaining: number;
  isActive: boolean;
};

/** docs/product.md, Constants and limits: trial 14 days. */
export const SAMPLE_SUBSCRIPTION: SampleSubscription = { plan: "Trial", daysRemaining: 14, isActive: true };

/** README.md, Demo accounts: the demo accounts seeded with the demo organization. */
export const DEMO_TEST_ACCOUNTS: { username: string; password: string; role: Role }[] = [
  { username: "admin", password: "admin123", role: "ADMIN" },
  { username: "manager", password: "manager123", role: "MANAGER" },
  { username: "employee", password: "employee123", role: "EMPLOYEE" },
];
