CREATE TABLE "app_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("tenant_id","user_id");
--> statement-breakpoint
-- hand-written below
-- Tenant change notifications (drizzle/0001). app_keys has no tenant; push subscriptions are read by no
-- cached list, but every tenant table notifies (tests/api/tenant-triggers.test.ts).
CREATE TRIGGER "push_subscriptions_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "push_subscriptions" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "push_subscriptions_notify_truncated" AFTER TRUNCATE ON "push_subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
