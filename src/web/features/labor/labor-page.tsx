import { PageHeader } from "@/components/page-header";

/** Placeholder until the Labor Targets screen is built (its own issue replaces this file). */
export function LaborPage() {
  return <PageHeader title="Labor Targets" />;
}
