/**
 * An app path as an address under PUBLIC_URL, or null when the path would lead anywhere else (another
 * host, a scheme, "//evil.example", "/../"): links in email are built from PUBLIC_URL only.
 */
export function appLink(publicUrl: string, path: string): string | null {
  if (!path.startsWith("/") || path.startsWith("//") || /[\\\s]/.test(path)) return null;
  const base = new URL(`${publicUrl}/`);
  let url: URL;
  try {
    url = new URL(`${base.pathname.replace(/\/$/, "")}${path}`, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  return url.toString();
}
