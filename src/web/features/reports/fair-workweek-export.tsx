import { DownloadIcon } from "lucide-react";
import { useId, useState } from "react";
import { addDays } from "../../../domain/time";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * The Fair Workweek records of the picked store (docs/product.md, Fair Workweek): every posted version,
 * change, premium and consent of the weeks starting in the period, as CSV. The laws ask for years of
 * records, so the period is free; it starts as the last twelve weeks up to the picked one.
 */
export function FairWorkweekExport({ storeId, monday }: { storeId: number; monday: string }) {
  const id = useId();
  const [from, setFrom] = useState(() => addDays(monday, -7 * 11));
  const [to, setTo] = useState(monday);
  const isValid = storeId > 0 && from !== "" && to !== "" && from <= to;
  const href = `/api/fair-workweek/records.csv?${new URLSearchParams({ storeId: String(storeId), from, to }).toString()}`;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-wrap items-end gap-3 rounded-md border p-3">
      <h2 id={`${id}-title`} className="w-full text-sm font-semibold">
        Fair Workweek records
      </h2>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-from`}>Weeks from</Label>
        <Input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-to`}>to</Label>
        <Input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      {isValid ? (
        <a className={buttonVariants({ variant: "outline" })} href={href} download>
          <DownloadIcon aria-hidden />
          Download records
        </a>
      ) : (
        <p className="text-sm text-muted-foreground">
          Pick a store and a period whose start is before its end.
        </p>
      )}
    </section>
  );
}
