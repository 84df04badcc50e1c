-- Demand (docs/product.md, Demand): labor standards per store and position, a store's sales history (daily
-- or intraday rows), and needs of one week that override the weekday templates for that week.
CREATE TABLE "labor_standards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labor_standards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"driver" text NOT NULL,
	"per_person" numeric(12, 2),
	"min_headcount" integer DEFAULT 0 NOT NULL,
	"max_headcount" integer NOT NULL,
	"before_open_minutes" integer DEFAULT 0 NOT NULL,
	"after_close_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "labor_standards_position_key" UNIQUE("store_id","position_id"),
	CONSTRAINT "labor_standards_driver_check" CHECK ("labor_standards"."driver" IN ('SALES', 'COVERS', 'FIXED')),
	CONSTRAINT "labor_standards_per_person_check" CHECK (("labor_standards"."driver" = 'FIXED') = ("labor_standards"."per_person" IS NULL) AND ("labor_standards"."per_person" IS NULL OR "labor_standards"."per_person" > 0)),
	CONSTRAINT "labor_standards_range_check" CHECK ("labor_standards"."min_headcount" >= 0 AND "labor_standards"."max_headcount" >= "labor_standards"."min_headcount"),
	CONSTRAINT "labor_standards_margins_check" CHECK ("labor_standards"."before_open_minutes" >= 0 AND "labor_standards"."after_close_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"sales" numeric(14, 2),
	"covers" numeric(12, 2),
	CONSTRAINT "sales_history_row_key" UNIQUE NULLS NOT DISTINCT("store_id","date","time"),
	CONSTRAINT "sales_history_values_check" CHECK (coalesce("sales_history"."sales", 0) >= 0 AND coalesce("sales_history"."covers", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "staffing_week_needs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staffing_week_needs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"position_id" integer NOT NULL,
	"date" date NOT NULL,
	"time_slot" text NOT NULL,
	"required_headcount" integer NOT NULL,
	CONSTRAINT "staffing_week_needs_slot_key" UNIQUE("store_id","position_id","date","time_slot"),
	CONSTRAINT "staffing_week_needs_headcount_check" CHECK ("staffing_week_needs"."required_headcount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staffing_weeks" (
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staffing_weeks_store_id_week_start_pk" PRIMARY KEY("store_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "labor_standards" ADD CONSTRAINT "labor_standards_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_standards" ADD CONSTRAINT "labor_standards_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_standards" ADD CONSTRAINT "labor_standards_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_history" ADD CONSTRAINT "sales_history_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_history" ADD CONSTRAINT "sales_history_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_week_needs" ADD CONSTRAINT "staffing_week_needs_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_week_needs" ADD CONSTRAINT "staffing_week_needs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_week_needs" ADD CONSTRAINT "staffing_week_needs_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_weeks" ADD CONSTRAINT "staffing_weeks_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_weeks" ADD CONSTRAINT "staffing_weeks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labor_standards_tenant_idx" ON "labor_standards" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "labor_standards_position_idx" ON "labor_standards" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "sales_history_tenant_idx" ON "sales_history" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "staffing_week_needs_week_idx" ON "staffing_week_needs" USING btree ("store_id","week_start");--> statement-breakpoint
CREATE INDEX "staffing_week_needs_tenant_idx" ON "staffing_week_needs" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "staffing_week_needs_position_idx" ON "staffing_week_needs" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "staffing_weeks_tenant_idx" ON "staffing_weeks" USING btree ("tenant_id");--> statement-breakpoint
-- Demand rows are tenant rows like any other: a change notifies every instance (drizzle/0001).
CREATE TRIGGER "labor_standards_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "labor_standards" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "labor_standards_notify_truncated" AFTER TRUNCATE ON "labor_standards" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
-- Sales history arrives by the thousand rows (three years of daily rows, or 50,000 intraday ones): one
-- notification per statement and tenant, read from the statement's transition table, instead of a
-- trigger call per row (which took about three quarters of an import's time).
CREATE FUNCTION "brigade_notify_tenant_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('brigade_tenant_changed', t.tenant_id::text) FROM (SELECT DISTINCT tenant_id FROM old_rows) t;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('brigade_tenant_changed', t.tenant_id::text) FROM (SELECT DISTINCT tenant_id FROM new_rows) t;
  ELSE
    PERFORM pg_notify('brigade_tenant_changed', t.tenant_id::text)
      FROM (SELECT tenant_id FROM old_rows UNION SELECT tenant_id FROM new_rows) t;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sales_history_notify_inserted" AFTER INSERT ON "sales_history" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "sales_history_notify_updated" AFTER UPDATE ON "sales_history" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "sales_history_notify_deleted" AFTER DELETE ON "sales_history" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "sales_history_notify_truncated" AFTER TRUNCATE ON "sales_history" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "staffing_weeks_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "staffing_weeks" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "staffing_weeks_notify_truncated" AFTER TRUNCATE ON "staffing_weeks" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "staffing_week_needs_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "staffing_week_needs" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "staffing_week_needs_notify_truncated" AFTER TRUNCATE ON "staffing_week_needs" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
