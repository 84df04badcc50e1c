import { PageHeader } from "@/components/page-header";

/** Placeholder until the Helpdesk screen is built (its own issue replaces this file). */
export function HelpdeskPage() {
  return <PageHeader title="Helpdesk" />;
}
