import type { SalesImportResult } from "../../../../domain/schemas/demand";

/** A sales upload's answer: its counts, or why it was refused (a 400 may carry the rejected rows too). */
export type ImportAnswer =
  | { ok: true; result: SalesImportResult }
  | { ok: false; status: number; message: string; rejected: SalesImportResult["rejected"] };

/**
 * POST the CSV as it is (text/csv, not JSON: the lib client only sends JSON). `preview` writes nothing and
 * answers what the import would do.
 */
export async function postSalesCsv(storeId: number, csv: string, preview: boolean): Promise<ImportAnswer> {
  const response = await fetch(`/api/stores/${storeId}/sales-history${preview ? "?preview=true" : ""}`, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "text/csv" },
    body: csv,
  });
  const text = await response.text();
  let body: Partial<SalesImportResult> & { message?: string } = {};
  try {
    body = text ? (JSON.parse(text) as typeof body) : {};
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (response.ok && Array.isArray(body.rejected)) return { ok: true, result: body as SalesImportResult };
  return {
    ok: false,
    status: response.status,
    message: body.message ?? `${response.status}: ${response.statusText || "The upload failed"}`,
    rejected: Array.isArray(body.rejected) ? body.rejected : [],
  };
}
