import { useQuery } from "@tanstack/react-query";
import { UsersIcon } from "lucide-react";
import { useState } from "react";
import type { TeamAvailability } from "../../../domain/schemas/availability";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { dayLabel } from "@/lib/day-label";
import { storesQueryOptions } from "@/lib/queries/stores";
import { teamAvailabilityQueryOptions } from "./api";
import { PatternDialog } from "./pattern-dialog";
import { NO_WINDOW, NOTHING_SET, NOTHING_SET_MEANS, weekCells } from "./team-week";

export type OpenPerson = (person: { userId: number; name: string }) => void;

/**
 * The team's week at a glance, for team managers: a row per person, a column per day (a card per person
 * on phones); a person's name opens their windows. A store filter once the organization has several.
 */
export function TeamWeekView({ onOpen }: { onOpen: OpenPerson }) {
  const [storeId, setStoreId] = useState<number | null>(null);
  const stores = useQuery(storesQueryOptions());
  const team = useQuery(teamAvailabilityQueryOptions(storeId));
  const storeList = stores.data ?? [];
  return (
    <section className="grid gap-4" aria-labelledby="team-week-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="team-week-title" className="text-lg font-semibold">
            Team week
          </h2>
          <p className="text-sm text-muted-foreground">When each person can work, Monday to Sunday.</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {storeList.length > 1 && (
            <div className="grid gap-1">
              <Label htmlFor="team-week-store">Store</Label>
              <Select
                value={storeId === null ? "all" : String(storeId)}
                onValueChange={(value) => setStoreId(value === "all" ? null : Number(value))}
              >
                <SelectTrigger id="team-week-store" className="w-48">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">All stores</SelectItem>
                  {storeList.map((store) => (
                    <SelectItem key={store.id} value={String(store.id)}>
                      {store.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
          {team.data && team.data.length > 0 && (
            <PatternDialog
              people={team.data.map(({ userId, name }) => ({ userId, name }))}
              initialUserIds={[]}
            />
          )}
        </div>
      </div>
      {team.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6" label="Loading the team's week" />
        </div>
      ) : team.data === undefined ? (
        <LoadError
          title="Failed to load the team's week"
          error={team.error}
          onRetry={() => void team.refetch()}
        />
      ) : team.data.length === 0 ? (
        <Card>
          <CardContent>
            <EmptyState icon={UsersIcon} title="No one here yet">
              {storeId === null ? "Add people on the Team page." : "Nobody works at this store yet."}
            </EmptyState>
          </CardContent>
        </Card>
      ) : (
        <>
          <WeekTable rows={team.data} onOpen={onOpen} />
          <WeekCards rows={team.data} onOpen={onOpen} />
          <p className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{NOTHING_SET}</span> {NOTHING_SET_MEANS}. “Not
            available”: no window that day while other days have one. “Any time” is the whole day; “(+1)” ends
            the next day.
          </p>
        </>
      )}
    </section>
  );
}

function PersonButton({ row, onOpen }: { row: TeamAvailability; onOpen: OpenPerson }) {
  return (
    <Button
      variant="link"
      className="h-auto p-0 text-left font-medium whitespace-normal"
      onClick={() => onOpen({ userId: row.userId, name: row.name })}
    >
      {row.name}
    </Button>
  );
}

function CellTexts({ texts }: { texts: string[] }) {
  return (
    <span className="grid gap-0.5">
      {texts.map((text, i) => (
        <span
          key={i}
          className={text === NOTHING_SET || text === NO_WINDOW ? "text-muted-foreground" : undefined}
        >
          {text}
        </span>
      ))}
    </span>
  );
}

function WeekTable({ rows, onOpen }: { rows: TeamAvailability[]; onOpen: OpenPerson }) {
  return (
    <ScrollRegion label="Team week" className="hidden rounded-xl border bg-card md:block">
      <Table aria-label="Team week">
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Person</TableHead>
            {weekCells([]).map(({ day }) => (
              <TableHead key={day} scope="col">
                <abbr title={dayLabel(day)} className="no-underline">
                  {dayLabel(day).slice(0, 3)}
                </abbr>
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.userId}>
              <TableHead scope="row" className="min-w-36">
                <PersonButton row={row} onOpen={onOpen} />
              </TableHead>
              {weekCells(row.windows).map(({ day, texts }) => (
                <TableCell key={day} className="align-top tabular-nums">
                  <CellTexts texts={texts} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/** Phones: a card per person with the days down the side. */
function WeekCards({ rows, onOpen }: { rows: TeamAvailability[]; onOpen: OpenPerson }) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label="Team week">
      {rows.map((row) => (
        <li key={row.userId} className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
          <PersonButton row={row} onOpen={onOpen} />
          <dl className="mt-2 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm tabular-nums">
            {weekCells(row.windows).map(({ day, texts }) => (
              <div key={day} className="contents">
                <dt className="text-muted-foreground">{dayLabel(day)}</dt>
                <dd>
                  <CellTexts texts={texts} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
