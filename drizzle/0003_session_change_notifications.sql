-- Sessions notify with ':session' instead of ':auth' (users keep ':auth'), and only when one changes or
-- ends: a new session (a sign-in) alters nothing any cache holds, so it drops nothing. The list cache
-- ignores ':session' (signing out changes no list); the session cache hears both
-- (docs/decisions/040-read-cache.md).
DROP TRIGGER "sessions_notify_changed" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"(':session');
