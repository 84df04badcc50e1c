import { useQuery } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { NoStoreYet } from "@/components/no-store-yet";
import { PageHeader } from "@/components/page-header";
import { StoreWeekPicker, useStoreWeek } from "@/components/store-week-picker";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCurrency } from "@/lib/money";
import { toast } from "@/lib/toast";
import { reportFiguresQueryOptions } from "./api";
import { ComplianceTab } from "./compliance-tab";
import { HoursTab } from "./hours-tab";
import { LaborBudgetTab } from "./labor-budget-tab";
import { downloadReport, type ReportTab } from "./report-csv";
import { FairWorkweekExport } from "./fair-workweek-export";

const STATUS = { NONE: "No schedule", DRAFT: "Draft", PUBLISHED: "Published" } as const;

/**
 * Reports (docs/product.md, Decisions): the three tabs for the store and week picked, from the server; Export
 * Report = CSV.
 */
export function ReportsPage() {
  const picked = useStoreWeek();
  const { storeId, monday, stores } = picked;
  const [tab, setTab] = useState<ReportTab>("labor");
  const currency = useCurrency();
  const report = useQuery({ ...reportFiguresQueryOptions(storeId, monday), enabled: storeId > 0 });

  // Without a report, every tab panel shows why (loading, error, no store): the selected tab always has
  // its panel, so its aria-controls never points at nothing.
  let fallback;
  if (stores.isPending || (storeId > 0 && report.isPending)) fallback = <LoadingState what="the reports" />;
  else if (stores.isError)
    fallback = (
      <LoadError title="Failed to load stores" error={stores.error} onRetry={() => void stores.refetch()} />
    );
  else if (report.isError)
    fallback = (
      <LoadError
        title="Failed to load the reports"
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  else fallback = <NoStoreYet shows="the reports are a store's week" />;
  const data = report.data;
  const body = (
    <>
      <TabsContent value="labor">{data ? <LaborBudgetTab report={data} /> : fallback}</TabsContent>
      <TabsContent value="hours">{data ? <HoursTab report={data} /> : fallback}</TabsContent>
      <TabsContent value="compliance">{data ? <ComplianceTab report={data} /> : fallback}</TabsContent>
    </>
  );

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Reports"
        subtitle="Labor analytics and compliance tracking"
        actions={
          <Button
            variant="outline"
            disabled={!report.data}
            onClick={() => {
              if (!report.data) return;
              downloadReport(report.data, tab, currency).catch(() =>
                toast({ variant: "destructive", title: "Export failed", description: "An error occurred" }),
              );
            }}
          >
            <DownloadIcon aria-hidden />
            Export Report
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <StoreWeekPicker idPrefix="reports" picked={picked} />
        {report.data && (
          <Badge variant={report.data.scheduleStatus === "PUBLISHED" ? "default" : "secondary"}>
            {STATUS[report.data.scheduleStatus]}
          </Badge>
        )}
      </div>
      {storeId > 0 && <FairWorkweekExport storeId={storeId} monday={monday} />}
      <Tabs value={tab} onValueChange={(v) => setTab(v as ReportTab)} className="min-w-0">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="labor">Labor vs Budget</TabsTrigger>
          <TabsTrigger value="hours">Hours Analysis</TabsTrigger>
          <TabsTrigger value="compliance">Compliance</TabsTrigger>
        </TabsList>
        {body}
      </Tabs>
    </div>
  );
}
