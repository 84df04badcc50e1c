import { useQuery } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { PageHeader } from "@/components/page-header";
import { StoreWeekPicker, useStoreWeek } from "@/components/store-week-picker";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/lib/toast";
import { reportFiguresQueryOptions } from "./api";
import { ComplianceTab } from "./compliance-tab";
import { HoursTab } from "./hours-tab";
import { LaborBudgetTab } from "./labor-budget-tab";
import { downloadReport, type ReportTab } from "./report-csv";

const STATUS = { NONE: "No schedule", DRAFT: "Draft", PUBLISHED: "Published" } as const;

/** Reports (DESIGN §5): the three tabs for the store and week picked, from the server; Export Report = CSV. */
export function ReportsPage() {
  const picked = useStoreWeek();
  const { storeId, monday, stores } = picked;
  const [tab, setTab] = useState<ReportTab>("labor");
  const report = useQuery({ ...reportFiguresQueryOptions(storeId, monday), enabled: storeId > 0 });

  let body;
  if (stores.isPending || (storeId > 0 && report.isPending)) body = <LoadingState what="the reports" />;
  else if (report.isError)
    body = (
      <LoadError
        title="Failed to load the reports"
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  else if (!report.data) body = <p className="text-muted-foreground">No stores yet.</p>;
  else
    body = (
      <>
        <TabsContent value="labor">
          <LaborBudgetTab report={report.data} />
        </TabsContent>
        <TabsContent value="hours">
          <HoursTab report={report.data} />
        </TabsContent>
        <TabsContent value="compliance">
          <ComplianceTab report={report.data} />
        </TabsContent>
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
              downloadReport(report.data, tab).catch(() =>
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
