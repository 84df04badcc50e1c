CREATE TABLE "group_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"week_start_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_runs" ADD COLUMN "group_run_id" integer;--> statement-breakpoint
ALTER TABLE "schedule_runs" ADD COLUMN "waits_for" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_runs" ADD COLUMN "enqueued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_runs" ADD CONSTRAINT "group_runs_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_runs" ADD CONSTRAINT "group_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_runs_tenant_idx" ON "group_runs" USING btree ("tenant_id","id");--> statement-breakpoint
ALTER TABLE "schedule_runs" ADD CONSTRAINT "schedule_runs_group_run_id_group_runs_id_fk" FOREIGN KEY ("group_run_id") REFERENCES "public"."group_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_runs_group_idx" ON "schedule_runs" USING btree ("group_run_id");--> statement-breakpoint
-- Like schedule_runs (drizzle/0006): a group run's changes concern schedules only.
CREATE TRIGGER "group_runs_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "group_runs" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"(':schedule');
--> statement-breakpoint
CREATE TRIGGER "group_runs_notify_truncated" AFTER TRUNCATE ON "group_runs" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
