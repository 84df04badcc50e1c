import { PageHeader } from "@/components/page-header";

/** Placeholder until the Team Roster screen is built (its own issue replaces this file). */
export function TeamPage() {
  return <PageHeader title="Team Roster" />;
}
