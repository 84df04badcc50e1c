CREATE TYPE "public"."day_of_week" AS ENUM('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY');--> statement-breakpoint
CREATE TYPE "public"."global_role" AS ENUM('OWNER', 'ADMIN', 'GM', 'MANAGER', 'TRAINER', 'EMPLOYEE', 'ACCOUNTING');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('pending', 'approved', 'denied');--> statement-breakpoint
CREATE TYPE "public"."schedule_status" AS ENUM('DRAFT', 'PUBLISHED');--> statement-breakpoint
CREATE TYPE "public"."shift_type" AS ENUM('OPENING', 'MID', 'CLOSING');--> statement-breakpoint
CREATE TABLE "availability_windows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availability_windows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day_of_week" "day_of_week" NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "availability_range_check" CHECK ("availability_windows"."start_time" < "availability_windows"."end_time")
);
--> statement-breakpoint
CREATE TABLE "constraint_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "constraint_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"minor_curfew_time" text DEFAULT '22:00' NOT NULL,
	"minor_max_daily_hours" integer DEFAULT 8 NOT NULL,
	"minor_max_weekly_hours" integer DEFAULT 18 NOT NULL,
	"min_rest_between_shifts" integer DEFAULT 480 NOT NULL,
	"max_clopen_gap" integer DEFAULT 480 NOT NULL,
	"meal_break_after" integer DEFAULT 300 NOT NULL,
	"meal_break_length" integer DEFAULT 30 NOT NULL,
	"rest_break_frequency" integer DEFAULT 240 NOT NULL,
	"rest_break_length" integer DEFAULT 15 NOT NULL,
	"overtime_threshold" integer DEFAULT 40 NOT NULL,
	"weekly_hour_cap" integer DEFAULT 60 NOT NULL,
	"required_trainer_ratio" integer DEFAULT 3 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_positions" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	CONSTRAINT "employee_positions_user_id_position_id_pk" PRIMARY KEY("user_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"color" text DEFAULT '#3b82f6' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"requires_trainer" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"preferred_shift_type" "shift_type" DEFAULT 'MID' NOT NULL,
	"prefers_weekends" boolean DEFAULT false NOT NULL,
	"desired_hours_min" integer DEFAULT 20 NOT NULL,
	"desired_hours_max" integer DEFAULT 40 NOT NULL,
	"max_consecutive_days" integer DEFAULT 5 NOT NULL,
	CONSTRAINT "preferences_hours_check" CHECK ("preferences"."desired_hours_min" <= "preferences"."desired_hours_max")
);
--> statement-breakpoint
CREATE TABLE "swap_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "swap_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"requesting_user_id" integer NOT NULL,
	"requesting_shift_id" integer NOT NULL,
	"target_user_id" integer NOT NULL,
	"target_shift_id" integer NOT NULL,
	"status" "request_status" DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_off_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_off_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"notes" text,
	"status" "request_status" DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_requests_range_check" CHECK ("time_off_requests"."start_date" <= "time_off_requests"."end_date")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"week_start_date" date NOT NULL,
	"status" "schedule_status" DEFAULT 'DRAFT' NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_store_week_key" UNIQUE("store_id","week_start_date")
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"user_id" integer,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shifts_range_check" CHECK ("shifts"."start_time" < "shifts"."end_time"),
	CONSTRAINT "shifts_break_check" CHECK ("shifts"."break_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staffing_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staffing_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"day_of_week" "day_of_week" NOT NULL,
	"time_slot" text NOT NULL,
	"required_headcount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "staffing_templates_slot_key" UNIQUE("store_id","position_id","day_of_week","time_slot"),
	CONSTRAINT "staffing_templates_headcount_check" CHECK ("staffing_templates"."required_headcount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"open_time" text DEFAULT '09:00' NOT NULL,
	"close_time" text DEFAULT '21:00' NOT NULL,
	"color" text DEFAULT '#3b82f6' NOT NULL,
	"default_shift_min_length" integer DEFAULT 240 NOT NULL,
	"default_shift_max_length" integer DEFAULT 480 NOT NULL,
	"default_meal_break_after" integer DEFAULT 300 NOT NULL,
	"default_meal_break_length" integer DEFAULT 30 NOT NULL,
	"default_rest_break_length" integer DEFAULT 15 NOT NULL,
	CONSTRAINT "stores_hours_check" CHECK ("stores"."open_time" < "stores"."close_time"),
	CONSTRAINT "stores_shift_length_check" CHECK ("stores"."default_shift_min_length" <= "stores"."default_shift_max_length")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"email" text,
	"full_name" text,
	"global_role" "global_role" DEFAULT 'EMPLOYEE' NOT NULL,
	"date_of_birth" date,
	"desired_weekly_hours" integer DEFAULT 30 NOT NULL,
	"max_consecutive_days" integer DEFAULT 5 NOT NULL,
	"is_trainer_eligible" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_desired_hours_check" CHECK ("users"."desired_weekly_hours" between 0 and 168),
	CONSTRAINT "users_max_consecutive_check" CHECK ("users"."max_consecutive_days" between 1 and 14)
);
--> statement-breakpoint
ALTER TABLE "availability_windows" ADD CONSTRAINT "availability_windows_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_windows" ADD CONSTRAINT "availability_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constraint_profiles" ADD CONSTRAINT "constraint_profiles_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_positions" ADD CONSTRAINT "employee_positions_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_positions" ADD CONSTRAINT "employee_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_positions" ADD CONSTRAINT "employee_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_requesting_user_id_users_id_fk" FOREIGN KEY ("requesting_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_requesting_shift_id_shifts_id_fk" FOREIGN KEY ("requesting_shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_target_shift_id_shifts_id_fk" FOREIGN KEY ("target_shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_templates" ADD CONSTRAINT "staffing_templates_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_templates" ADD CONSTRAINT "staffing_templates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_templates" ADD CONSTRAINT "staffing_templates_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_tenant_idx" ON "availability_windows" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "availability_user_idx" ON "availability_windows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "constraint_profiles_tenant_idx" ON "constraint_profiles" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "employee_positions_tenant_idx" ON "employee_positions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "employee_positions_position_idx" ON "employee_positions" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "positions_tenant_idx" ON "positions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "preferences_tenant_idx" ON "preferences" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "swap_requests_tenant_idx" ON "swap_requests" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "swap_requests_requesting_user_idx" ON "swap_requests" USING btree ("requesting_user_id");--> statement-breakpoint
CREATE INDEX "swap_requests_target_user_idx" ON "swap_requests" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "swap_requests_requesting_shift_idx" ON "swap_requests" USING btree ("requesting_shift_id");--> statement-breakpoint
CREATE INDEX "swap_requests_target_shift_idx" ON "swap_requests" USING btree ("target_shift_id");--> statement-breakpoint
CREATE INDEX "time_off_requests_tenant_idx" ON "time_off_requests" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "time_off_requests_user_idx" ON "time_off_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "schedules_tenant_idx" ON "schedules" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "shifts_tenant_idx" ON "shifts" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "shifts_schedule_idx" ON "shifts" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "shifts_user_idx" ON "shifts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shifts_position_idx" ON "shifts" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_tenant_idx" ON "sessions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "staffing_templates_tenant_idx" ON "staffing_templates" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "staffing_templates_position_idx" ON "staffing_templates" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "stores_tenant_idx" ON "stores" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_tenant_idx" ON "users" USING btree ("tenant_id");