import { PageHeader } from "@/components/page-header";

/** Placeholder until the Dashboard screen is built (its own issue replaces this file). */
export function DashboardPage() {
  return <PageHeader title="Dashboard" subtitle="Your week at a glance" />;
}
