import { PageHeader } from "@/components/page-header";

/** Placeholder until the Scheduling Preferences screen is built (its own issue replaces this file). */
export function PreferencesPage() {
  return <PageHeader title="Scheduling Preferences" />;
}
