import { PageHeader } from "@/components/page-header";

/** Placeholder until the Admin Settings screen is built (its own issue replaces this file). */
export function AdminPage() {
  return <PageHeader title="Admin Settings" />;
}
