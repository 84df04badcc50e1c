/**
 * Names of files the app offers for download, safe on every system (no separators, no spaces, ASCII).
 */

/** A file name's part from free text: "Downtown Bistro #2" → "downtown-bistro-2" (ASCII, no separators). */
export function fileNamePart(text: string, fallback: string): string {
  const part = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return part || fallback;
}
