CREATE TABLE "change_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"premium" double precision DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" integer,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fair_workweek_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fair_workweek_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"store_id" integer,
	"store_name" text NOT NULL,
	"schedule_id" integer,
	"week_start_date" date NOT NULL,
	"version" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" integer,
	"recorded_by_name" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"person_name" text,
	"before" jsonb,
	"after" jsonb,
	"late_change" boolean DEFAULT false NOT NULL,
	"notice_hours" real,
	"premium" double precision DEFAULT 0 NOT NULL,
	"premium_note" text,
	"pack" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "good_faith_estimates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "good_faith_estimates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"weekly_hours" real NOT NULL,
	"weekly_days" integer NOT NULL,
	"note" text,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" integer,
	"set_by_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "constraint_profiles" ADD COLUMN "fair_workweek_pack" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "constraint_profiles" ADD COLUMN "custom_add_premium_hours" double precision;--> statement-breakpoint
ALTER TABLE "constraint_profiles" ADD COLUMN "custom_cut_premium_share" double precision;--> statement-breakpoint
ALTER TABLE "constraint_profiles" ADD COLUMN "custom_clopen_rest_hours" double precision;--> statement-breakpoint
ALTER TABLE "constraint_profiles" ADD COLUMN "custom_clopen_premium_money" double precision;--> statement-breakpoint
ALTER TABLE "constraint_profiles" ADD COLUMN "custom_clopen_needs_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "constraint_profiles" ADD COLUMN "custom_add_needs_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "change_consents" ADD CONSTRAINT "change_consents_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_consents" ADD CONSTRAINT "change_consents_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_consents" ADD CONSTRAINT "change_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_consents" ADD CONSTRAINT "change_consents_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_workweek_records" ADD CONSTRAINT "fair_workweek_records_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_workweek_records" ADD CONSTRAINT "fair_workweek_records_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_workweek_records" ADD CONSTRAINT "fair_workweek_records_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_workweek_records" ADD CONSTRAINT "fair_workweek_records_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_workweek_records" ADD CONSTRAINT "fair_workweek_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_faith_estimates" ADD CONSTRAINT "good_faith_estimates_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_faith_estimates" ADD CONSTRAINT "good_faith_estimates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_faith_estimates" ADD CONSTRAINT "good_faith_estimates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_consents_schedule_idx" ON "change_consents" USING btree ("tenant_id","schedule_id");--> statement-breakpoint
CREATE INDEX "change_consents_user_idx" ON "change_consents" USING btree ("tenant_id","user_id","status");--> statement-breakpoint
CREATE INDEX "fair_workweek_records_store_idx" ON "fair_workweek_records" USING btree ("tenant_id","store_id","week_start_date");--> statement-breakpoint
CREATE INDEX "fair_workweek_records_schedule_idx" ON "fair_workweek_records" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "good_faith_estimates_user_idx" ON "good_faith_estimates" USING btree ("tenant_id","user_id","set_at");
--> statement-breakpoint
-- hand-written below
-- Tenant change notifications (drizzle/0001): records, consents and estimates change what screens show.
CREATE TRIGGER "fair_workweek_records_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "fair_workweek_records" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "fair_workweek_records_notify_truncated" AFTER TRUNCATE ON "fair_workweek_records" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "change_consents_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "change_consents" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "change_consents_notify_truncated" AFTER TRUNCATE ON "change_consents" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "good_faith_estimates_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "good_faith_estimates" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "good_faith_estimates_notify_truncated" AFTER TRUNCATE ON "good_faith_estimates" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
