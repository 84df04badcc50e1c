CREATE TABLE "calendar_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_shift_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "open_shift_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"status" "request_status" DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_requests" ADD CONSTRAINT "open_shift_requests_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_requests" ADD CONSTRAINT "open_shift_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_requests" ADD CONSTRAINT "open_shift_requests_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_requests" ADD CONSTRAINT "open_shift_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_key" ON "calendar_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE INDEX "calendar_feeds_tenant_idx" ON "calendar_feeds" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "notifications_tenant_idx" ON "notifications" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "open_shift_requests_tenant_idx" ON "open_shift_requests" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "open_shift_requests_user_idx" ON "open_shift_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "open_shift_requests_shift_idx" ON "open_shift_requests" USING btree ("shift_id");--> statement-breakpoint
-- The new tenant tables notify changes like the others (0001, docs/decisions/040-read-cache.md).
CREATE TRIGGER "open_shift_requests_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "open_shift_requests" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "open_shift_requests_notify_truncated" AFTER TRUNCATE ON "open_shift_requests" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "notifications_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "notifications" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "notifications_notify_truncated" AFTER TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "calendar_feeds_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "calendar_feeds" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "calendar_feeds_notify_truncated" AFTER TRUNCATE ON "calendar_feeds" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
