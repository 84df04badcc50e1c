CREATE TABLE "late_notices" (
	"shift_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "late_notices" ADD CONSTRAINT "late_notices_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_notices" ADD CONSTRAINT "late_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "late_notices_tenant_idx" ON "late_notices" USING btree ("tenant_id");--> statement-breakpoint
-- hand-written below
-- Tenant change notifications (drizzle/0001): a late notice changes no list a screen shows (like
-- kiosk_attempts, drizzle/0015).
CREATE TRIGGER "late_notices_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "late_notices" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"(':session');
--> statement-breakpoint
CREATE TRIGGER "late_notices_notify_truncated" AFTER TRUNCATE ON "late_notices" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
