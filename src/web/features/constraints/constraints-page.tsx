import { PageHeader } from "@/components/page-header";

/** Placeholder until the Constraint Profiles screen is built (its own issue replaces this file). */
export function ConstraintsPage() {
  return <PageHeader title="Constraint Profiles" />;
}
