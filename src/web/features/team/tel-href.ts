/**
 * A `tel:` link for a phone number as people write it (docs/product.md, Team Roster): the digits and a
 * leading "+", the part after "x" as the extension (RFC 3966): "+44 (20) 7946-0958 x12" →
 * "tel:+442079460958;ext=12".
 */
export function telHref(phone: string): string {
  const [number = "", extension = ""] = phone.split("x");
  const digits = number.replace(/\D/g, "");
  const ext = extension.replace(/\D/g, "");
  return `tel:${number.trim().startsWith("+") ? "+" : ""}${digits}${ext ? `;ext=${ext}` : ""}`;
}
