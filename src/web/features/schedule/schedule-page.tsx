import { PageHeader } from "@/components/page-header";

/** Placeholder until the Schedule screen is built (its own issue replaces this file). */
export function SchedulePage() {
  return <PageHeader title="Schedule" />;
}
