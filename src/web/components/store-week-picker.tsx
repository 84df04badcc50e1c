import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { isDate } from "../../domain/time";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { WeekStepper } from "@/components/week-stepper";
import { storeThisWeek, weekStartOf } from "@/components/week";
import { storesQueryOptions } from "@/lib/queries/stores";

/** A native <select> styled like the inputs (the schedule screen's look). */
export const SELECT_CLASS =
  "h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-ring md:text-sm";

/**
 * The store and week a figures screen shows, kept in the URL (`?store=&week=`, as on /schedule) so a link
 * or a reload shows the same week. Defaults: the first store, this week (docs/product.md, Decisions).
 */
export function useStoreWeek() {
  const [params, setParams] = useSearchParams();
  const stores = useQuery(storesQueryOptions());
  const weekParam = params.get("week");
  const storeId = Number(params.get("store")) || stores.data?.[0]?.id || 0;
  // "This week" is the store's: its time zone decides when Monday starts (the defaults of
  // docs/product.md, Decisions).
  const thisWeek = storeThisWeek(stores.data, storeId);
  const monday = weekParam && isDate(weekParam) ? weekStartOf(weekParam) : thisWeek;
  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        p.set(key, value);
        return p;
      },
      { replace: true },
    );
  return {
    stores,
    storeId,
    monday,
    thisWeek,
    setStore: (id: number) => set("store", String(id)),
    setWeek: (date: string) => set("week", date),
  };
}

/** Store picker; with `monday`, the week with previous / next buttons too. */
export function StoreWeekPicker({
  idPrefix,
  picked,
  showWeek = true,
}: {
  idPrefix: string;
  picked: ReturnType<typeof useStoreWeek>;
  showWeek?: boolean;
}) {
  const { stores, storeId, monday, setStore, setWeek } = picked;
  return (
    <div className="flex min-w-0 flex-wrap items-end gap-3">
      <div className="grid w-full min-w-0 gap-1 sm:w-56">
        <Label htmlFor={`${idPrefix}-store`}>Store</Label>
        <select
          id={`${idPrefix}-store`}
          className={SELECT_CLASS}
          value={storeId || ""}
          disabled={!stores.data?.length}
          onChange={(e) => setStore(Number(e.target.value))}
        >
          {!stores.data?.length && (
            <option value="">{stores.isPending ? "Loading stores…" : "No stores yet"}</option>
          )}
          {stores.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {showWeek && (
        <WeekStepper weekStart={monday} onChange={setWeek}>
          {monday !== picked.thisWeek && (
            <Button variant="ghost" size="sm" onClick={() => setWeek(picked.thisWeek)}>
              This week
            </Button>
          )}
        </WeekStepper>
      )}
    </div>
  );
}
