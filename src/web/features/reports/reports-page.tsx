import { PageHeader } from "@/components/page-header";

/** Placeholder until the Reports screen is built (its own issue replaces this file). */
export function ReportsPage() {
  return <PageHeader title="Reports" subtitle="Labor analytics and compliance tracking" />;
}
