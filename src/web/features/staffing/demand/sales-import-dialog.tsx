import { UploadIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { SalesImportResult } from "../../../../domain/schemas/demand";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useImportSales } from "./api";
import { postSalesCsv, type ImportAnswer } from "./sales-upload";
import { importSummary } from "./demand-model";

/** "Import sales CSV": a preview first (nothing written), then the real import of the same text. */
export function SalesImportDialog({ storeId, trigger }: { storeId: number; trigger?: ReactNode }) {
  return (
    <FormDialog
      className="sm:max-w-2xl"
      trigger={
        trigger ?? (
          <Button variant="outline">
            <UploadIcon aria-hidden /> Import sales CSV
          </Button>
        )
      }
      title="Import sales CSV"
      description={
        <>
          Columns <code>date</code> and <code>sales</code> and/or <code>covers</code>, optionally{" "}
          <code>time</code> (HH:MM) for rows within a day. A POS export with these columns imports as it is;
          dates already imported are replaced.
        </>
      }
    >
      {(close) => <ImportForm storeId={storeId} onDone={close} />}
    </FormDialog>
  );
}

function ImportForm({ storeId, onDone }: { storeId: number; onDone: () => void }) {
  const [csv, setCsv] = useState("");
  const [checked, setChecked] = useState<{ csv: string; answer: ImportAnswer } | null>(null);
  const [checking, setChecking] = useState(false);
  const importSales = useImportSales(storeId);
  // A preview holds only for the text it was made from.
  const preview = checked?.csv === csv ? checked.answer : null;
  const lastImport = importSales.data && !importSales.data.ok ? importSales.data : null;
  const shown = lastImport ?? preview;

  const check = async (text: string) => {
    setChecking(true);
    try {
      setChecked({ csv: text, answer: await postSalesCsv(storeId, text, true) });
    } catch {
      setChecked({
        csv: text,
        answer: { ok: false, status: 0, message: "Could not reach the server", rejected: [] },
      });
    } finally {
      setChecking(false);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    importSales.reset();
    await check(text);
  };

  // Rows the server refuses make the whole import fail: the rows must be fixed first.
  const canImport =
    preview?.ok === true &&
    preview.result.imported > 0 &&
    preview.result.rejected.length === 0 &&
    !importSales.isPending;

  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!canImport) return;
        importSales.mutate(csv, {
          onSuccess: (answer) => {
            if (!answer.ok) return;
            toast({ title: "Sales imported", description: importSummary(answer.result, false) });
            onDone();
          },
        });
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="sales-file">CSV file</Label>
        <input
          id="sales-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-foreground"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="sales-text">Or paste the rows</Label>
        <Textarea
          id="sales-text"
          rows={6}
          className="font-mono text-xs"
          placeholder={"date,sales,covers\n2026-11-02,4210.50,182"}
          value={csv}
          onChange={(e) => {
            setCsv(e.target.value);
            importSales.reset();
          }}
        />
      </div>
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={csv.trim() === "" || checking || preview !== null}
          onClick={() => void check(csv)}
        >
          {checking ? "Checking..." : "Check rows"}
        </Button>
      </div>
      {shown && <ImportOutcome answer={shown} />}
      <DialogFooter>
        <Button type="submit" disabled={!canImport}>
          {importSales.isPending ? "Importing..." : "Import"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The preview's counts, or the refusal's message; the rejected rows in both cases. */
function ImportOutcome({ answer }: { answer: ImportAnswer }) {
  const rejected: SalesImportResult["rejected"] = answer.ok ? answer.result.rejected : answer.rejected;
  return (
    <div className="grid gap-2" aria-live="polite" data-testid="import-outcome">
      {answer.ok ? (
        <>
          <p className="font-medium">{importSummary(answer.result, true)}</p>
          {rejected.length > 0 && (
            <p className="text-sm text-destructive">
              Nothing is imported while rows are rejected: fix them in the file, then check again.
            </p>
          )}
        </>
      ) : (
        <p role="alert" className="font-medium text-destructive">
          {answer.message} Nothing was imported.
        </p>
      )}
      {rejected.length > 0 && (
        <div
          className="max-h-48 overflow-y-auto rounded-md border"
          tabIndex={0}
          role="region"
          aria-label="Rejected rows"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">Rejected rows</caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="px-2 py-1">
                  Row
                </th>
                <th scope="col" className="px-2 py-1">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {rejected.map((r) => (
                <tr key={`${r.row}:${r.message}`} className="border-b last:border-0">
                  <td className="px-2 py-1 tabular-nums">{r.row}</td>
                  <td className="px-2 py-1">{r.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
