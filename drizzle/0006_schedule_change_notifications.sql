-- Changes of schedules, their shifts, runs and the notifications a publish sends now notify with ':schedule'
-- appended (docs/decisions/040-read-cache.md), so that a cache of what a week's review reads besides the
-- shifts (store, people, demand: services/week-inputs.ts) keeps it across shift edits. Every other cache
-- hears ':schedule' as a change of the tenant, as before.
DROP TRIGGER "schedules_notify_changed" ON "schedules";
--> statement-breakpoint
CREATE TRIGGER "schedules_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "schedules" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"(':schedule');
--> statement-breakpoint
DROP TRIGGER "shifts_notify_changed" ON "shifts";
--> statement-breakpoint
CREATE TRIGGER "shifts_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "shifts" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"(':schedule');
--> statement-breakpoint
DROP TRIGGER "schedule_runs_notify_changed" ON "schedule_runs";
--> statement-breakpoint
CREATE TRIGGER "schedule_runs_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "schedule_runs" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"(':schedule');
--> statement-breakpoint
DROP TRIGGER "notifications_notify_changed" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notifications_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "notifications" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"(':schedule');
