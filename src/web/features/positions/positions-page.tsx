import { PageHeader } from "@/components/page-header";

/** Placeholder until the Positions screen is built (its own issue replaces this file). */
export function PositionsPage() {
  return <PageHeader title="Positions" />;
}
