import { PageHeader } from "@/components/page-header";

/** Placeholder until the Availability screen is built (its own issue replaces this file). */
export function AvailabilityPage() {
  return <PageHeader title="Availability" />;
}
