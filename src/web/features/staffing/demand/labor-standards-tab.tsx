import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Position } from "../../../../domain/schemas/positions";
import type { Driver, LaborStandard } from "../../../../domain/schemas/demand";
import { FieldError } from "@/components/field-error";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ApiError } from "@/lib/api";
import { laborStandardsQueryOptions, useSaveLaborStandards } from "./api";
import {
  errorKey,
  readStandards,
  serverErrors,
  toRows,
  type RowErrors,
  type StandardField,
  type StandardRow,
} from "./labor-standards-form";

const SELECT =
  "h-9 w-full min-w-36 rounded-md border border-input bg-background px-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm";

const DRIVER_LABELS: Record<Driver | "", string> = {
  "": "No standard",
  SALES: "Sales",
  COVERS: "Covers",
  FIXED: "Fixed",
};

/**
 * Labor standards of one store: per position, the driver and "1 per N an hour", min and max while open,
 * and the minutes of prep before the open and close-down after the close. Save sends the whole list.
 */
export function LaborStandardsTab({
  storeId,
  positions,
  canEdit,
}: {
  storeId: number;
  positions: Position[];
  canEdit: boolean;
}) {
  const saved = useQuery(laborStandardsQueryOptions(storeId));
  if (saved.isError) {
    return (
      <LoadError
        title="Failed to load labor standards"
        error={saved.error}
        onRetry={() => void saved.refetch()}
      />
    );
  }
  if (!saved.data) return <LoadingState what="labor standards" />;
  // Keyed by the saved list: after a save (or a store change) the form starts from the server's values.
  return (
    <StandardsForm
      key={`${storeId}:${JSON.stringify(saved.data)}`}
      storeId={storeId}
      positions={positions}
      initial={toRows(
        positions.map((p) => p.id),
        saved.data,
      )}
      hidden={saved.data.filter((s) => !positions.some((p) => p.id === s.positionId))}
      canEdit={canEdit}
    />
  );
}

function StandardsForm({
  storeId,
  positions,
  initial,
  hidden,
  canEdit,
}: {
  storeId: number;
  positions: Position[];
  initial: StandardRow[];
  /** Standards of positions not shown (inactive ones): sent back unchanged, the PUT replaces the list. */
  hidden: LaborStandard[];
  canEdit: boolean;
}) {
  const [rows, setRows] = useState(initial);
  const [errors, setErrors] = useState<RowErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const save = useSaveLaborStandards(storeId);
  const names = new Map(positions.map((p) => [p.id, p.name]));

  const change = (positionId: number, field: StandardField, value: string) =>
    setRows((all) => all.map((r) => (r.positionId === positionId ? { ...r, [field]: value } : r)));

  const onSubmit = () => {
    const { standards, errors: local } = readStandards(rows);
    setErrors(local);
    setFormErrors([]);
    if (Object.keys(local).length > 0) return;
    const sent = [...standards, ...hidden];
    save.mutate(sent, {
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const placed = serverErrors(error.issues, sent);
        setErrors(placed.errors);
        setFormErrors(
          placed.other.length || Object.keys(placed.errors).length
            ? placed.other
            : [error.serverMessage ?? error.message],
        );
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Labor standards</CardTitle>
        <CardDescription>
          How many people each position needs for the forecast sales or covers: &ldquo;1 per 20 covers an
          hour, at least 1 while open, at most 6&rdquo;. Positions without a standard are left out of proposed
          needs.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          <Table aria-label="Labor standards per position">
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Position</TableHead>
                <TableHead scope="col">Driver</TableHead>
                <TableHead scope="col">1 person per … an hour</TableHead>
                <TableHead scope="col">Min</TableHead>
                <TableHead scope="col">Max</TableHead>
                <TableHead scope="col">Minutes before open</TableHead>
                <TableHead scope="col">Minutes after close</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <StandardRowView
                  key={row.positionId}
                  row={row}
                  name={names.get(row.positionId) ?? `Position ${row.positionId}`}
                  errors={errors}
                  disabled={!canEdit || save.isPending}
                  onChange={(field, value) => change(row.positionId, field, value)}
                />
              ))}
            </TableBody>
          </Table>
          {formErrors.map((m) => (
            <p key={m} role="alert" className="text-sm font-medium text-destructive">
              {m}
            </p>
          ))}
          {canEdit && (
            <div>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? "Saving..." : "Save labor standards"}
              </Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}

function StandardRowView({
  row,
  name,
  errors,
  disabled,
  onChange,
}: {
  row: StandardRow;
  name: string;
  errors: RowErrors;
  disabled: boolean;
  onChange: (field: StandardField, value: string) => void;
}) {
  const id = (field: string) => `standard-${row.positionId}-${field}`;
  const none = row.driver === "";
  const unit = row.driver === "SALES" ? "sales" : "covers";
  const field = (f: StandardField, label: string, step = 1, suffix?: string) => {
    const error = errors[errorKey(row.positionId, f)];
    return (
      <TableCell className="align-top">
        <div className="flex items-center gap-2">
          <Input
            id={id(f)}
            type="number"
            inputMode="decimal"
            min={0}
            step={step}
            className="w-24"
            aria-label={`${name}: ${label}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id(f)}-error` : undefined}
            value={row[f]}
            disabled={disabled || none}
            onChange={(e) => onChange(f, e.target.value)}
          />
          {suffix && <span className="text-sm text-muted-foreground">{suffix}</span>}
        </div>
        <FieldError id={`${id(f)}-error`} message={error} />
      </TableCell>
    );
  };
  return (
    <TableRow>
      <TableCell className="align-top font-medium">{name}</TableCell>
      <TableCell className="align-top">
        <select
          id={id("driver")}
          className={SELECT}
          aria-label={`${name}: driver`}
          value={row.driver}
          disabled={disabled}
          onChange={(e) => onChange("driver", e.target.value)}
        >
          {(Object.keys(DRIVER_LABELS) as (Driver | "")[]).map((d) => (
            <option key={d} value={d}>
              {DRIVER_LABELS[d]}
            </option>
          ))}
        </select>
      </TableCell>
      {row.driver === "FIXED" || none ? (
        <TableCell className="align-top text-muted-foreground">{none ? "" : "—"}</TableCell>
      ) : (
        field("perPerson", `1 person per how many ${unit} an hour`, 0.01, unit)
      )}
      {field("min", "minimum people while open")}
      {field("max", "maximum people")}
      {field("beforeOpenMinutes", "minutes before open", 15)}
      {field("afterCloseMinutes", "minutes after close", 15)}
    </TableRow>
  );
}
