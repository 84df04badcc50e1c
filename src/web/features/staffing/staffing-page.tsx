import { PageHeader } from "@/components/page-header";

/** Placeholder until the Staffing Templates screen is built (its own issue replaces this file). */
export function StaffingPage() {
  return <PageHeader title="Staffing Templates" />;
}
