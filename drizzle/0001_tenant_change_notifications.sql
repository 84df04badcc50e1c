-- Every change to a tenant's rows notifies 'brigade_tenant_changed' with the tenant id, so that every app
-- instance sharing the database drops what it cached for that tenant (docs/decisions/040-read-cache.md).
-- A trigger rather than a NOTIFY in the app: writes made with psql, scripts and later migrations notify too.
-- Notifications are sent at commit, once per distinct payload per transaction. The trigger's argument
-- (':auth' on users and sessions) is appended to the payload, so that session caches can ignore changes
-- that cannot alter a signed-in user.
CREATE FUNCTION "brigade_notify_tenant_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('brigade_tenant_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('brigade_tenant_changed', OLD.tenant_id::text || coalesce(TG_ARGV[0], ''));
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.tenant_id IS DISTINCT FROM OLD.tenant_id) THEN
    PERFORM pg_notify('brigade_tenant_changed', NEW.tenant_id::text || coalesce(TG_ARGV[0], ''));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "brigade_notify_organization_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('brigade_tenant_changed', '*');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('brigade_tenant_changed', NEW.id::text);
  ELSE
    PERFORM pg_notify('brigade_tenant_changed', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organizations_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "organizations" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_organization_changed"();
--> statement-breakpoint
CREATE TRIGGER "organizations_notify_truncated" AFTER TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_organization_changed"();
--> statement-breakpoint
CREATE TRIGGER "availability_windows_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "availability_windows" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "availability_windows_notify_truncated" AFTER TRUNCATE ON "availability_windows" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "constraint_profiles_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "constraint_profiles" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "constraint_profiles_notify_truncated" AFTER TRUNCATE ON "constraint_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "employee_positions_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "employee_positions" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "employee_positions_notify_truncated" AFTER TRUNCATE ON "employee_positions" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "positions_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "positions" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "positions_notify_truncated" AFTER TRUNCATE ON "positions" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "preferences_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "preferences" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "preferences_notify_truncated" AFTER TRUNCATE ON "preferences" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "swap_requests_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "swap_requests" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "swap_requests_notify_truncated" AFTER TRUNCATE ON "swap_requests" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "time_off_requests_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "time_off_requests" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "time_off_requests_notify_truncated" AFTER TRUNCATE ON "time_off_requests" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "schedules_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "schedules" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "schedules_notify_truncated" AFTER TRUNCATE ON "schedules" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "shifts_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "shifts" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "shifts_notify_truncated" AFTER TRUNCATE ON "shifts" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"(':auth');
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_truncated" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "staffing_templates_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "staffing_templates" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "staffing_templates_notify_truncated" AFTER TRUNCATE ON "staffing_templates" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "stores_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "stores" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "stores_notify_truncated" AFTER TRUNCATE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "brigade_notify_tenant_changed"(':auth');
--> statement-breakpoint
CREATE TRIGGER "users_notify_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "brigade_notify_tenant_changed"();
