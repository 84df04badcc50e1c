/** How the shell names a user (docs/product.md, Screens, sidebar footer). Pure, unit-tested. */

import { displayName } from "../../domain/display-name";

type NamedUser = { fullName?: string | null; username?: string | null; globalRole?: string | null };

/** First letters of the full name's words (max 2, upper-cased); else the username's first 2; else "??". */
export function getInitials(user: NamedUser | null | undefined): string {
  const words = (user?.fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((word) => Array.from(word)[0] ?? "")
      .join("")
      .toUpperCase();
  }
  return getUsernameInitials(user);
}

/** The account screen's avatar: the username's first 2 letters, upper-cased, else "??". */
export function getUsernameInitials(user: NamedUser | null | undefined): string {
  const username = (user?.username ?? "").trim();
  return username ? Array.from(username).slice(0, 2).join("").toUpperCase() : "??";
}

/** The app's display name (full name, else username), else "User". */
export function getDisplayName(user: NamedUser | null | undefined): string {
  return (user && displayName(user)) || "User";
}

/** The global role, else EMPLOYEE. */
export function getDisplayRole(user: NamedUser | null | undefined): string {
  return user?.globalRole || "EMPLOYEE";
}
