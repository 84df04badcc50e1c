import { useQuery } from "@tanstack/react-query";
import { DownloadIcon, UploadIcon } from "lucide-react";
import { useState, type DragEvent } from "react";
import { FormDialog } from "@/components/form-dialog";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { positionsQueryOptions } from "@/lib/queries/positions";
import { storesQueryOptions } from "@/lib/queries/stores";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useImportEmployeesMutation, usePreviewImportMutation, type ImportAnswer } from "./api";
import { ImportPreview, previewSummary } from "./import-preview";
import { downloadText, importTemplate } from "./import-template";

/**
 * Import: many people from a CSV at once (docs/product.md, Team Roster). The file is checked first (a dry
 * run listing every row); only a file whose rows are all right can be imported, and all at once. The people
 * made cannot sign in until someone invites them from the roster.
 */
export function ImportDialog() {
  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <UploadIcon aria-hidden />
          Import
        </Button>
      }
      title="Import Team"
      description="Add many people at once from a CSV file. Nobody is added unless every row is right."
      className="sm:max-w-3xl"
    >
      {(close) => <ImportForm onDone={close} />}
    </FormDialog>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const positions = useQuery(positionsQueryOptions());
  const stores = useQuery(storesQueryOptions());
  const preview = usePreviewImportMutation();
  const importer = useImportEmployeesMutation();
  const [file, setFile] = useState<File | null>(null);
  // The latest check of the file: the preview's, or a refused import's (someone took a username since).
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [isDragging, setIsDragging] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setAnswer(null);
    importer.reset();
    preview.mutate(chosen, { onSuccess: setAnswer });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const downloadTemplate = () => {
    const names = (list: { name: string }[] | undefined) => (list ?? []).map((x) => x.name);
    downloadText(importTemplate(names(positions.data), names(stores.data)), "team-import-template.csv");
  };

  const people = answer?.result.rows.length ?? 0;
  const isReady = !!file && !!answer?.isAccepted && answer.result.rows.every((r) => r.ok);
  const isBusy = preview.isPending || importer.isPending;

  const runImport = () => {
    if (!file || !isReady || isBusy) return;
    importer.mutate(file, {
      onSuccess: (result) => {
        if (!result.isAccepted) return setAnswer(result);
        const created = result.result.created;
        toast({
          title: `Imported ${created} ${created === 1 ? "person" : "people"}`,
          description: "Invite them from the roster when they should sign in.",
        });
        onDone();
      },
    });
  };

  return (
    <div className="grid min-w-0 gap-5">
      <section className="grid gap-2" aria-labelledby="import-template-title">
        <h3 id="import-template-title" className="text-sm font-medium">
          1. Fill in the template
        </h3>
        <p className="text-sm text-muted-foreground">
          One person per row. Full name and Username are required. Positions and stores by their names,
          separated by semicolons.
        </p>
        <div>
          <Button type="button" variant="outline" size="sm" onClick={downloadTemplate}>
            <DownloadIcon aria-hidden />
            Download template
          </Button>
        </div>
      </section>

      <section className="grid gap-2" aria-labelledby="import-file-title">
        <h3 id="import-file-title" className="text-sm font-medium">
          2. Choose the file
        </h3>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
          className={cn(
            "grid gap-2 rounded-md border border-dashed p-4",
            isDragging && "border-primary bg-accent",
          )}
        >
          <Label htmlFor="import-file">CSV file (or drop it here)</Label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            className="min-w-0 text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground"
            // Cleared on each click, so that choosing the same file again once it is fixed checks it again.
            onClick={(event) => {
              event.currentTarget.value = "";
            }}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </div>
      </section>

      <section className="grid min-w-0 gap-3" aria-labelledby="import-check-title" aria-busy={isBusy}>
        <h3 id="import-check-title" className="text-sm font-medium">
          3. Check and import
        </h3>
        <div aria-live="polite" className="grid gap-3 text-sm">
          {!file && <p className="text-muted-foreground">Choose a file to see its rows checked here.</p>}
          {preview.isPending && (
            <p className="flex items-center gap-2">
              <Spinner label="Checking the file" /> Checking the file…
            </p>
          )}
          {answer && file && (
            <p>
              <span className="font-medium break-all">{file.name}</span>: {previewSummary(answer.result)}
            </p>
          )}
        </div>
        <FormError error={preview.error} fallback="The file could not be checked" />
        {answer && <ImportPreview result={answer.result} />}
        <FormError error={importer.error} fallback="The import failed" />
      </section>

      <DialogFooter>
        <Button type="button" disabled={!isReady || isBusy} onClick={runImport}>
          {importer.isPending
            ? "Importing…"
            : answer
              ? `Import ${people} ${people === 1 ? "person" : "people"}`
              : "Import"}
        </Button>
      </DialogFooter>
    </div>
  );
}
