/** Whether a PATCH body sets anything; drizzle refuses an UPDATE with nothing to set. */
export function hasChanges(patch: object): boolean {
  return Object.values(patch).some((value) => value !== undefined);
}
