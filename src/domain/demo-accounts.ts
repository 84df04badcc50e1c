import type { Role } from "./roles";

/**
 * The demo organization's sign-in accounts (README.md, Demo accounts): the seed creates them, /login lists
 * the three of `DEMO_SIGN_IN` while a demo organization exists, and Admin shows them only inside it.
 */
export const DEMO_ACCOUNTS = [
  { username: "owner", password: "owner123", role: "OWNER", fullName: "Olivia Bennett" },
  { username: "admin", password: "admin123", role: "ADMIN", fullName: "Alex Morgan" },
  { username: "manager", password: "manager123", role: "MANAGER", fullName: "Maria Garcia" },
  { username: "employee", password: "employee123", role: "EMPLOYEE", fullName: "Ethan Brooks" },
] as const satisfies readonly { username: string; password: string; role: Role; fullName: string }[];

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** The three SPEC's login box names: admin, manager, employee. */
export const DEMO_SIGN_IN: readonly DemoAccount[] = DEMO_ACCOUNTS.filter((a) => a.role !== "OWNER");
