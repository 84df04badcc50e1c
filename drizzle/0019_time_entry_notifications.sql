-- hand-written below
-- Changes of time entries and their edits now notify with ':time' appended (docs/decisions/040-read-cache.md),
-- so that a punch no longer empties the tenant's cached lists and week inputs: none of them reads time
-- entries. A cache of what does read them (timesheets, actual figures, a person's clock) would hear ':time'.
DROP TRIGGER "time_entries_notify_changed" ON "time_entries";
--> statement-breakpoint
CREATE TRIGGER "time_entries_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "time_entries" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"(':time');
--> statement-breakpoint
DROP TRIGGER "time_entry_edits_notify_changed" ON "time_entry_edits";
--> statement-breakpoint
CREATE TRIGGER "time_entry_edits_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "time_entry_edits" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"(':time');
