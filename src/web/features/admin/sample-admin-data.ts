import type { Role } from "../../../domain/roles";

/**
 * The admin screen's fixed sample content (SPEC §2/§3: sample admin user rows are id, name, email,
 * role). Real subscription and user data can replace this module without touching the layout.
 */

export type SampleAdminUser = {
  id: number;
  name: string;
  email: string;
  role: Extract<Role, "ADMIN" | "MANAGER" | "EMPLOYEE">;
};

export type SampleSubscription = {
  plan: "Trial";
  daysRemaining: number;
  isActive: boolean;
};

/** SPEC §9: trial 14 days. */
export const SAMPLE_SUBSCRIPTION: SampleSubscription = { plan: "Trial", daysRemaining: 14, isActive: true };

export const SAMPLE_ADMIN_USERS: SampleAdminUser[] = [
  { id: 1, name: "Alex Morgan", email: "alex.morgan@demo-restaurants.example", role: "ADMIN" },
  { id: 2, name: "Maria Garcia", email: "maria.garcia@demo-restaurants.example", role: "MANAGER" },
  { id: 3, name: "Grace Kim", email: "grace.kim@demo-restaurants.example", role: "MANAGER" },
  { id: 4, name: "Ethan Brooks", email: "ethan.brooks@demo-restaurants.example", role: "EMPLOYEE" },
  { id: 5, name: "Chloe Nguyen", email: "chloe.nguyen@demo-restaurants.example", role: "EMPLOYEE" },
];

/** DESIGN §1: the demo accounts seeded with the demo organization. */
export const DEMO_TEST_ACCOUNTS: { username: string; password: string; role: Role }[] = [
  { username: "admin", password: "admin123", role: "ADMIN" },
  { username: "manager", password: "manager123", role: "MANAGER" },
  { username: "employee", password: "employee123", role: "EMPLOYEE" },
];

export const SAMPLE_SYSTEM = { apiVersion: "v1", environment: "Development" } as const;
