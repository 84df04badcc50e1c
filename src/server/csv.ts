import { CsvError, parse } from "csv-parse/sync";

/**
 * What every CSV upload shares (sales history, team import): strict UTF-8, a row cap read lazily, and
 * refusing cells a spreadsheet would run as a formula.
 */

/** A cell a spreadsheet would run as a formula (CSV injection): refused rather than stored or echoed. */
export const FORMULA = /^[=+\-@\t\r]/;

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The text of an upload, or undefined when its bytes are not UTF-8 (a legacy export: say so, don't guess). */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The records of a CSV text (the header first), BOM allowed, rows of any length. Reads at most one record
 * past `maxDataRows` so a huge file is refused without parsing all of it. The library's own trim,
 * skip_empty_lines and info options cost 2-3 times its plain parse: callers do those.
 */
export function readCsvRecords(
  text: string,
  maxDataRows: number,
): { records: string[][] } | { error: string } {
  try {
    const records = parse(text, { bom: true, relax_column_count: true, to: maxDataRows + 2 }) as string[][];
    return { records };
  } catch (error) {
    if (error instanceof CsvError) return { error: `The file is not valid CSV: ${error.message}` };
    throw error;
  }
}

/** A line with nothing on it (csv-parse reads it as one empty cell). */
export const isBlankRecord = (record: readonly string[]): boolean =>
  record.length === 1 && record[0]?.trim() === "";
