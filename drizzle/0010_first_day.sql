CREATE TABLE "helpdesk_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "helpdesk_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helpdesk_events_kind_check" CHECK ("helpdesk_events"."kind" in ('REPLY', 'STATUS')),
	CONSTRAINT "helpdesk_events_shape_check" CHECK (("helpdesk_events"."kind" = 'REPLY' and "helpdesk_events"."body" is not null and "helpdesk_events"."status" is null) or ("helpdesk_events"."kind" = 'STATUS' and "helpdesk_events"."status" in ('OPEN', 'IN_PROGRESS', 'RESOLVED')))
);
--> statement-breakpoint
CREATE TABLE "helpdesk_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "helpdesk_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_response_at" timestamp with time zone,
	CONSTRAINT "helpdesk_tickets_status_check" CHECK ("helpdesk_tickets"."status" in ('OPEN', 'IN_PROGRESS', 'RESOLVED'))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "helpdesk_events" ADD CONSTRAINT "helpdesk_events_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_events" ADD CONSTRAINT "helpdesk_events_ticket_id_helpdesk_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."helpdesk_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_events" ADD CONSTRAINT "helpdesk_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_tickets" ADD CONSTRAINT "helpdesk_tickets_tenant_id_organizations_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_tickets" ADD CONSTRAINT "helpdesk_tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helpdesk_events_tenant_idx" ON "helpdesk_events" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "helpdesk_events_ticket_idx" ON "helpdesk_events" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "helpdesk_tickets_tenant_idx" ON "helpdesk_tickets" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "helpdesk_tickets_created_by_idx" ON "helpdesk_tickets" USING btree ("created_by");--> statement-breakpoint
-- A database seeded before this migration: its demo organization is the one named so that holds the admin demo account.
UPDATE "organizations" SET "is_demo" = true WHERE "name" = 'Demo Restaurant Group' AND EXISTS (SELECT 1 FROM "users" WHERE "users"."tenant_id" = "organizations"."id" AND lower("users"."username") = 'admin');
--> statement-breakpoint
CREATE TRIGGER "helpdesk_tickets_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "helpdesk_tickets" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "helpdesk_tickets_notify_truncated" AFTER TRUNCATE ON "helpdesk_tickets" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "helpdesk_events_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "helpdesk_events" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "helpdesk_events_notify_truncated" AFTER TRUNCATE ON "helpdesk_events" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
