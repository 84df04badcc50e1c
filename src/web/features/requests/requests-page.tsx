import { PageHeader } from "@/components/page-header";

/** Placeholder until the Requests screen is built (its own issue replaces this file). */
export function RequestsPage() {
  return <PageHeader title="Requests" subtitle="Manage time-off and shift swap requests" />;
}
