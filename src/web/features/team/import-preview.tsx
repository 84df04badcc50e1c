import type { ImportResult } from "../../../domain/schemas/employees";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** What the preview says above its table: ready, or how many rows to fix (and any note of the server). */
export function previewSummary(result: ImportResult): string {
  const bad = result.rows.filter((r) => !r.ok).length;
  const total = result.rows.length;
  const verdict =
    bad === 0
      ? `${total === 1 ? "The row is" : `All ${total} rows are`} ready to import.`
      : `${bad} of ${total} ${total === 1 ? "row has" : "rows have"} errors. Fix them in the file and choose it again; nothing is imported until every row is right.`;
  // A refused file's message repeats the count; only a note (ignored columns) is worth adding.
  const note = bad === 0 ? result.message : undefined;
  return note ? `${verdict} ${note}.` : verdict;
}

/** The rows of a checked file: each OK, or its messages. */
export function ImportPreview({ result }: { result: ImportResult }) {
  return (
    <Table aria-label="Rows of the file">
      <TableHeader>
        <TableRow>
          <TableHead className="w-12">Row</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Username</TableHead>
          <TableHead>Check</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {result.rows.map((row) => (
          <TableRow key={row.row}>
            <TableCell className="align-top tabular-nums">{row.row}</TableCell>
            <TableCell className="align-top break-words whitespace-normal">{row.fullName || "—"}</TableCell>
            <TableCell className="align-top break-all whitespace-normal">{row.username || "—"}</TableCell>
            <TableCell className="align-top whitespace-normal">
              {row.ok ? (
                <Badge variant="secondary">OK</Badge>
              ) : (
                <ul className="grid gap-1 text-destructive">
                  {row.messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
