import { InfoIcon } from "lucide-react";
import { Link } from "react-router";

const LINK = "font-medium text-foreground underline underline-offset-4";

/** What a week without staffing needs says instead of "100 % coverage", with the way to set them. */
export function NoNeedsText({ storeId }: { storeId: number }) {
  return (
    <>
      No staffing needs for this week — nothing to cover.{" "}
      <Link to={`/staffing?store=${storeId}`} className={LINK}>
        Set them in Staffing
      </Link>
    </>
  );
}

/** Above the week's figures, before a run: the engine would have nobody to place. */
export function NoNeedsNotice({ storeId }: { storeId: number }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-primary/40 bg-accent/40 hc:bg-transparent p-3 text-sm hc:border-primary print:hidden"
    >
      <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <NoNeedsText storeId={storeId} />. The engine places people only where a need asks for them.
      </span>
    </p>
  );
}
