/**
 * How the app names a person everywhere (lists, the schedule, notifications, exports): the full name,
 * trimmed, else the username. Empty only when neither is there.
 */
export function displayName(person: { fullName?: string | null; username?: string | null }): string {
  return person.fullName?.trim() || person.username?.trim() || "";
}
