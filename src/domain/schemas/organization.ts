import { z } from "zod";
import { isSupportedCurrency } from "../money";

/**
 * The signed-in caller's organization as every screen needs it (docs/api.md, Organization): its name and
 * the currency its wages, targets and costs are in.
 */
export const organizationSchema = z.object({
  name: z.string(),
  /** ISO 4217 ("USD", "EUR"): every money figure is shown in it. */
  currency: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isSupportedCurrency, { message: "Use an ISO 4217 currency code such as USD or EUR" });

export const organizationUpdateSchema = z.strictObject({ currency: currencySchema });
export type OrganizationUpdate = z.infer<typeof organizationUpdateSchema>;
