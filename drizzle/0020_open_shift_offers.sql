CREATE TABLE "open_shift_announcements" (
	"shift_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_shift_announcements_shift_id_user_id_pk" PRIMARY KEY("shift_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "open_shift_offers" (
	"shift_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_shift_announcements" ADD CONSTRAINT "open_shift_announcements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_announcements" ADD CONSTRAINT "open_shift_announcements_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_offers" ADD CONSTRAINT "open_shift_offers_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_shift_announcements_tenant_idx" ON "open_shift_announcements" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "open_shift_offers_tenant_idx" ON "open_shift_offers" USING btree ("tenant_id");
--> statement-breakpoint
-- hand-written below
-- Tenant change notifications (drizzle/0001): offers and announcements change no list a screen shows
-- (like late_notices, drizzle/0016).
CREATE TRIGGER "open_shift_offers_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "open_shift_offers" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"(':session');
--> statement-breakpoint
CREATE TRIGGER "open_shift_offers_notify_truncated" AFTER TRUNCATE ON "open_shift_offers" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "open_shift_announcements_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "open_shift_announcements" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"(':session');
--> statement-breakpoint
CREATE TRIGGER "open_shift_announcements_notify_truncated" AFTER TRUNCATE ON "open_shift_announcements" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
