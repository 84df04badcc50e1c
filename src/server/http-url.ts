/** An absolute http(s) address without query or fragment, kept without its trailing slash. */
export function httpUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) address, got "${value}"`);
  }
  if (
    (url.protocol !== "http:" && url.protocol !== "https:") ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  )
    throw new Error(
      `${name} must be an http(s) address without query, fragment or credentials, got "${value}"`,
    );
  return url.toString().replace(/\/+$/, "");
}
