import { PageHeader } from "@/components/page-header";

/** Placeholder until the Stores screen is built (its own issue replaces this file). */
export function StoresPage() {
  return <PageHeader title="Stores" />;
}
