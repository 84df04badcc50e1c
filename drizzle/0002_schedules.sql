CREATE TYPE "public"."run_status" AS ENUM('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."shift_source" AS ENUM('ENGINE', 'MANUAL');--> statement-breakpoint
CREATE TABLE "employee_stores" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "employee_stores_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"status" "run_status" DEFAULT 'QUEUED' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"seed" integer DEFAULT 1 NOT NULL,
	"time_limit_seconds" integer DEFAULT 20 NOT NULL,
	"base_version" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"metrics" jsonb,
	"summary" jsonb,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "shifts" DROP CONSTRAINT "shifts_break_check";--> statement-breakpoint
ALTER TABLE "constraint_profiles" ADD COLUMN "advance_notice_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "published_shifts" jsonb;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "metrics" jsonb;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "is_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "source" "shift_source" DEFAULT 'MANUAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "explanation" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "constraint_profile_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hourly_wage" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "employee_stores" ADD CONSTRAINT "employee_stores_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_stores" ADD CONSTRAINT "employee_stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_stores" ADD CONSTRAINT "employee_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_runs" ADD CONSTRAINT "schedule_runs_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_runs" ADD CONSTRAINT "schedule_runs_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_runs" ADD CONSTRAINT "schedule_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_stores_tenant_idx" ON "employee_stores" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "employee_stores_store_idx" ON "employee_stores" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "schedule_runs_tenant_idx" ON "schedule_runs" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "schedule_runs_schedule_idx" ON "schedule_runs" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "schedule_runs_status_idx" ON "schedule_runs" USING btree ("status");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_constraint_profile_id_constraint_profiles_id_fk" FOREIGN KEY ("constraint_profile_id") REFERENCES "public"."constraint_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" DROP COLUMN "break_minutes";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_hourly_wage_check" CHECK ("users"."hourly_wage" >= 0);--> statement-breakpoint
-- The new tenant tables notify changes like the others (0001, docs/decisions/040-read-cache.md).
CREATE TRIGGER "employee_stores_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "employee_stores" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "employee_stores_notify_truncated" AFTER TRUNCATE ON "employee_stores" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "schedule_runs_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "schedule_runs" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "schedule_runs_notify_truncated" AFTER TRUNCATE ON "schedule_runs" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
