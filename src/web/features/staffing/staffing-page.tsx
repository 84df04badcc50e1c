import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { BriefcaseIcon, CalendarDaysIcon, StoreIcon } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { can } from "../../../domain/permissions";
import type { Position } from "../../../domain/schemas/positions";
import type { Store } from "../../../domain/schemas/stores";
import { DAYS_OF_WEEK, isDate, mondayOf, type DayOfWeek } from "../../../domain/time";
import { LoadingState } from "@/components/loading-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useSignedInUser } from "@/lib/current-user";
import { positionsQueryOptions } from "@/lib/queries/positions";
import { storesQueryOptions } from "@/lib/queries/stores";
import type { NeedsMode } from "./api";
import { StaffingTabs } from "./demand/staffing-tabs";
import { ModeSwitch } from "./mode-switch";
import { NeedsEditor } from "./needs-editor";

const linkClass = "font-medium text-foreground underline underline-offset-4";

function isDay(value: string | null): value is DayOfWeek {
  return (DAYS_OF_WEEK as readonly string[]).includes(value ?? "");
}

/**
 * The choice lives in the URL (?store=1&day=MONDAY&week=2026-11-30), so a reload or a shared link opens
 * the same day; no `week` is the typical week, no `day` is Monday.
 */
function useSelection() {
  const [params, setParams] = useSearchParams();
  const storeId = Number(params.get("store")) || null;
  const rawDay = params.get("day");
  const day = isDay(rawDay) ? rawDay : "MONDAY";
  const rawWeek = params.get("week");
  const week = rawWeek && isDate(rawWeek) ? mondayOf(rawWeek) : null;
  const update = (key: "store" | "day" | "week", value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    storeId,
    day,
    week,
    setStore: (v: string) => update("store", v),
    setDay: (v: DayOfWeek) => update("day", v),
    setWeek: (v: string | null) => update("week", v),
  };
}

export function StaffingPage() {
  const user = useSignedInUser();
  const canEdit = can(user, "manageStaffing");
  const stores = useQuery(storesQueryOptions());
  const positions = useQuery(positionsQueryOptions());
  const { storeId, day, week, setStore, setDay, setWeek } = useSelection();
  // A single store is chosen already: there is nothing to pick (a new restaurant's first visit).
  const onlyStore = stores.data?.length === 1 ? stores.data[0] : undefined;
  const store = storeId === null ? onlyStore : stores.data?.find((s) => s.id === storeId);
  const activePositions = useMemo(() => positions.data?.filter((p) => p.isActive) ?? [], [positions.data]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Staffing Templates"
        subtitle="How many people each position needs, every 15 minutes of a typical week or of one week"
      />
      <Card className="py-4">
        <CardContent className="flex flex-wrap items-end gap-4 px-4">
          <div className="grid w-full gap-2 sm:w-64">
            <Label htmlFor="staffing-store">Store</Label>
            <Select
              value={store ? String(store.id) : ""}
              onValueChange={setStore}
              disabled={!stores.data?.length}
            >
              <SelectTrigger id="staffing-store">
                <SelectValue placeholder={stores.isPending ? "Loading stores…" : "Choose a store"} />
              </SelectTrigger>
              <SelectContent>
                {stores.data?.map((s) => (
                  <SelectItem key={s.id} value={String(s.id)}>
                    {s.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <ModeSwitch week={week} onWeek={setWeek} />
        </CardContent>
      </Card>
      <StaffingTabs
        store={store}
        positions={activePositions}
        canEdit={canEdit}
        needs={
          <Body
            stores={stores}
            positions={positions}
            store={store}
            day={day}
            onDay={setDay}
            mode={week ? { kind: "week", weekStart: week } : { kind: "template" }}
            activePositions={activePositions}
            canEdit={canEdit}
          />
        }
      />
    </div>
  );
}

function Message({ icon: Icon, children }: { icon: typeof StoreIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center text-muted-foreground">
      <Icon aria-hidden className="size-8" />
      <div>{children}</div>
    </div>
  );
}

function Body({
  stores,
  positions,
  store,
  day,
  onDay,
  mode,
  activePositions,
  canEdit,
}: {
  stores: UseQueryResult<Store[]>;
  positions: UseQueryResult<Position[]>;
  store: Store | undefined;
  day: DayOfWeek;
  onDay: (day: DayOfWeek) => void;
  mode: NeedsMode;
  activePositions: Position[];
  canEdit: boolean;
}) {
  if ((!stores.data || !positions.data) && !stores.isError && !positions.isError) {
    return <LoadingState what="stores and positions" />;
  }
  if (!stores.data || !positions.data) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center" role="alert">
        <p className="font-medium">Could not load {stores.data ? "positions" : "stores"}.</p>
        <Button
          variant="outline"
          onClick={() => {
            if (stores.isError) void stores.refetch();
            if (positions.isError) void positions.refetch();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (stores.data.length === 0) {
    return (
      <Message icon={StoreIcon}>
        No stores yet.{" "}
        <Link to="/stores" className={linkClass}>
          Add a store
        </Link>{" "}
        first.
      </Message>
    );
  }
  if (!store) {
    return <Message icon={CalendarDaysIcon}>Choose a store to see its staffing needs.</Message>;
  }
  if (activePositions.length === 0) {
    return (
      <Message icon={BriefcaseIcon}>
        No active positions.{" "}
        <Link to="/positions" className={linkClass}>
          Add or activate a position
        </Link>{" "}
        first.
      </Message>
    );
  }
  return (
    <NeedsEditor
      store={store}
      stores={stores.data}
      positions={activePositions}
      mode={mode}
      day={day}
      onDay={onDay}
      canEdit={canEdit}
    />
  );
}
