-- Row-level security: the second wall between tenants (the first is the explicit tenant_id predicate in every
-- query). withTenant() switches each transaction to the non-owner role pharmacy_app and sets app.tenant_id;
-- the policies below then hide and refuse every row of another tenant, even on a superuser connection.
-- Roles are cluster-wide: several databases on one server (tests, CI) may race to create it, hence both codes.
DO $$
BEGIN
	CREATE ROLE pharmacy_app NOLOGIN;
EXCEPTION
	WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
-- withTenant switches to pharmacy_app, so a migrating owner that is not a superuser must be a member of it.
DO $$
BEGIN
	IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AND NOT pg_has_role(current_user, 'pharmacy_app', 'MEMBER') THEN
		EXECUTE format('GRANT pharmacy_app TO %I', current_user);
	END IF;
EXCEPTION
	WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO pharmacy_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "counters", "roles", "role_permissions", "users", "locations", "user_locations", "sessions", "activity_log" TO pharmacy_app;
--> statement-breakpoint
-- Global tables are read-only for tenants; login_failures is only touched before a tenant is known (owner).
GRANT SELECT ON "countries", "cities", "permissions", "tenants" TO pharmacy_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO pharmacy_app;
--> statement-breakpoint
-- Tables and sequences created by later migrations (tenant tables, mostly) are covered without a grant of
-- their own; a later global table should REVOKE INSERT, UPDATE, DELETE from pharmacy_app.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO pharmacy_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO pharmacy_app;
--> statement-breakpoint
-- One policy per tenant table (server/db/schema.ts tenantTableNames). An unset app.tenant_id matches nothing.
DO $$
DECLARE
	table_name text;
BEGIN
	FOREACH table_name IN ARRAY ARRAY['counters', 'roles', 'role_permissions', 'users', 'locations', 'user_locations', 'sessions', 'activity_log']
	LOOP
		EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', table_name);
		EXECUTE format(
			'CREATE POLICY tenant_isolation ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
			table_name
		);
	END LOOP;
END
$$;
