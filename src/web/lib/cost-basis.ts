/**
 * What a week's cost figures count (docs/product.md, Reports): the schedule as it stands, which is the
 * published week, the published week with edits employees do not see yet, or a draft. Never "actual":
 * hours actually worked come from a time clock, which Brigade does not have yet.
 */
export interface CostBasis {
  /** The cost's name: "Published cost", "Draft cost (unpublished)", … */
  label: string;
  /** One line saying which schedule was counted. */
  line: string;
  /** The name as a table or CSV column header: "Published Cost", … */
  column: string;
}

export function costBasis(status: "NONE" | "DRAFT" | "PUBLISHED", hasUnpublishedChanges: boolean): CostBasis {
  if (status === "DRAFT")
    return {
      label: "Draft cost (unpublished)",
      line: "Counted from the draft, not published yet",
      column: "Draft Cost (unpublished)",
    };
  if (status === "PUBLISHED" && hasUnpublishedChanges)
    return {
      label: "Scheduled cost (unpublished changes)",
      line: "Counted from the schedule as it stands, with changes not yet published",
      column: "Scheduled Cost (unpublished changes)",
    };
  if (status === "PUBLISHED")
    return { label: "Published cost", line: "Counted from the published schedule", column: "Published Cost" };
  return { label: "Scheduled cost", line: "No schedule for this week", column: "Scheduled Cost" };
}
