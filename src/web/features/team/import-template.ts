import { IMPORT_COLUMNS } from "../../../domain/schemas/employees";

/** A CSV cell, quoted when it holds a comma, quote or line break. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The import template: the server's columns and one example row, naming one of the organization's own
 * positions and stores when there are any (so the example imports as it is).
 */
export function importTemplate(positionNames: readonly string[], storeNames: readonly string[]): string {
  const example: Record<(typeof IMPORT_COLUMNS)[number], string> = {
    "Full name": "Alex Example",
    Username: "alex.example",
    Email: "alex@example.com",
    Phone: "555 010 0199",
    Role: "EMPLOYEE",
    Positions: positionNames.slice(0, 2).join("; "),
    Stores: storeNames[0] ?? "",
    "Hourly wage": "15.50",
    "Desired hours": "30",
    "Date of birth": "2000-01-31",
  };
  const lines = [IMPORT_COLUMNS.map(cell), IMPORT_COLUMNS.map((c) => cell(example[c]))];
  return `${lines.map((line) => line.join(",")).join("\r\n")}\r\n`;
}

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
