import { DownloadIcon } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/lib/toast";
import { ComplianceTab } from "./compliance-tab";
import { HoursTab } from "./hours-tab";
import { LaborBudgetTab } from "./labor-budget-tab";
import { SAMPLE_COMPLIANCE, SAMPLE_HOURS_ROWS, SAMPLE_LABOR_ROWS } from "./sample-report-data";

export function ReportsPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Reports"
        subtitle="Labor analytics and compliance tracking"
        actions={
          <Button
            variant="outline"
            onClick={() =>
              toast({ title: "Sample report", description: "Exporting reports is not available yet." })
            }
          >
            <DownloadIcon aria-hidden />
            Export Report
          </Button>
        }
      />
      <p className="text-sm text-muted-foreground">Sample figures for one week at one store.</p>
      <Tabs defaultValue="labor">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="labor">Labor vs Budget</TabsTrigger>
          <TabsTrigger value="hours">Hours Analysis</TabsTrigger>
          <TabsTrigger value="compliance">Compliance</TabsTrigger>
        </TabsList>
        <TabsContent value="labor">
          <LaborBudgetTab rows={SAMPLE_LABOR_ROWS} />
        </TabsContent>
        <TabsContent value="hours">
          <HoursTab rows={SAMPLE_HOURS_ROWS} />
        </TabsContent>
        <TabsContent value="compliance">
          <ComplianceTab checks={SAMPLE_COMPLIANCE} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
