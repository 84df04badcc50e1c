import { toast } from "@/lib/toast";

/** The admin screen's buttons are samples (docs/product.md, Screens); say so, harmlessly. */
export function notAvailable(what: string): void {
  toast({ title: "Sample admin settings", description: `${what} is not available yet.` });
}
