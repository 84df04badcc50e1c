import { z } from "zod";

/**
 * Web Push (docs/api.md, Push): the application server's public key and one browser's subscription, as the
 * browser's PushSubscription.toJSON() gives it.
 */

/** base64url without padding, as browsers write keys. */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, "Expected base64url");

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

export const pushSubscriptionInputSchema = z.object({
  // Push services are reached over https only (RFC 8030); anything else is not a push service.
  endpoint: z
    .string()
    .max(2000)
    .url()
    .refine((value) => value.startsWith("https://"), "Expected an https address"),
  keys: z.object({
    p256dh: base64url.min(80).max(100),
    auth: base64url.min(16).max(32),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(2000).min(1) });

export const pushSubscriptionStatusSchema = z.object({ endpoint: z.string() });
