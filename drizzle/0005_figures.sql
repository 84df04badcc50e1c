CREATE TABLE "labor_targets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labor_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"day_of_week" "day_of_week" NOT NULL,
	"budget" numeric(12, 2) NOT NULL,
	CONSTRAINT "labor_targets_cell_key" UNIQUE("store_id","position_id","day_of_week"),
	CONSTRAINT "labor_targets_budget_check" CHECK ("labor_targets"."budget" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "labor_targets" ADD CONSTRAINT "labor_targets_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_targets" ADD CONSTRAINT "labor_targets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_targets" ADD CONSTRAINT "labor_targets_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labor_targets_tenant_idx" ON "labor_targets" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "labor_targets_position_idx" ON "labor_targets" USING btree ("position_id");--> statement-breakpoint
-- The new tenant table notifies changes like the others (0001, docs/decisions/040-read-cache.md).
CREATE TRIGGER "labor_targets_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "labor_targets" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "labor_targets_notify_truncated" AFTER TRUNCATE ON "labor_targets" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
