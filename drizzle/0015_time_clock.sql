CREATE TYPE "public"."punch_source" AS ENUM('ME', 'KIOSK', 'MANAGER');--> statement-breakpoint
CREATE TYPE "public"."time_entry_status" AS ENUM('OPEN', 'PENDING', 'APPROVED');--> statement-breakpoint
CREATE TABLE "kiosk_attempts" (
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"position_id" integer,
	"shift_id" integer,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" time_entry_status DEFAULT 'OPEN' NOT NULL,
	"source" "punch_source" DEFAULT 'ME' NOT NULL,
	"location" jsonb,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_range_check" CHECK ("time_entries"."clock_out" is null or "time_entries"."clock_out" > "time_entries"."clock_in"),
	CONSTRAINT "time_entries_status_check" CHECK (("time_entries"."status" = 'OPEN') = ("time_entries"."clock_out" is null))
);
--> statement-breakpoint
CREATE TABLE "time_entry_edits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_entry_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"field" text NOT NULL,
	"before" text,
	"after" text,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "constraint_profiles" ADD COLUMN "early_clock_in_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "kiosk_token" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "clock_radius_m" integer DEFAULT 150 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "require_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "clock_pin_hash" text;--> statement-breakpoint
ALTER TABLE "kiosk_attempts" ADD CONSTRAINT "kiosk_attempts_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_attempts" ADD CONSTRAINT "kiosk_attempts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_attempts" ADD CONSTRAINT "kiosk_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_edits" ADD CONSTRAINT "time_entry_edits_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_edits" ADD CONSTRAINT "time_entry_edits_entry_id_time_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."time_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_edits" ADD CONSTRAINT "time_entry_edits_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_attempts_store_user_idx" ON "kiosk_attempts" USING btree ("store_id","user_id");--> statement-breakpoint
CREATE INDEX "time_entries_tenant_store_idx" ON "time_entries" USING btree ("tenant_id","store_id","clock_in");--> statement-breakpoint
CREATE INDEX "time_entries_user_idx" ON "time_entries" USING btree ("user_id","clock_in");--> statement-breakpoint
CREATE INDEX "time_entries_shift_idx" ON "time_entries" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_open_idx" ON "time_entries" USING btree ("user_id") WHERE "time_entries"."clock_out" is null;--> statement-breakpoint
CREATE INDEX "time_entry_edits_entry_idx" ON "time_entry_edits" USING btree ("tenant_id","entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_kiosk_token_idx" ON "stores" USING btree ("kiosk_token");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_clock_radius_check" CHECK ("stores"."clock_radius_m" between 10 and 100000);--> statement-breakpoint
-- Tenant change notifications (drizzle/0001): time entries and their edits change what screens show;
-- failed kiosk PINs change no list (like sessions, drizzle/0002).
CREATE TRIGGER "time_entries_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "time_entries" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "time_entries_notify_truncated" AFTER TRUNCATE ON "time_entries" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "time_entry_edits_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "time_entry_edits" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "time_entry_edits_notify_truncated" AFTER TRUNCATE ON "time_entry_edits" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "kiosk_attempts_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "kiosk_attempts" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"(':session');
--> statement-breakpoint
CREATE TRIGGER "kiosk_attempts_notify_truncated" AFTER TRUNCATE ON "kiosk_attempts" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
