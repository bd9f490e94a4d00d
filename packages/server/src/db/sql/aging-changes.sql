-- Keeps no table: notifies channel aging_changes at commit with the company_key of each company whose rows changed.
-- Heard by the aging cache (features/aging/aging-cache), which reads those companies' lines again.

CREATE OR REPLACE FUNCTION aging_companies_notify(names text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  keys text[] := ARRAY(SELECT DISTINCT coalesce(company_key(n), '') FROM unnest(names) AS n);
  payload text := array_to_string(keys, E'\n');
BEGIN
  -- A notification holds at most 8000 bytes: past 50 companies (or very long names) every line is read again.
  IF cardinality(keys) > 50 OR octet_length(payload) > 7000 THEN
    PERFORM pg_notify('aging_changes', '*');
  ELSIF cardinality(keys) > 0 THEN
    PERFORM pg_notify('aging_changes', payload);
  END IF;
END $$;

-- TG_ARGV[0]: the column naming the row's company (job_rows.customer_name, company_infos.company).
CREATE OR REPLACE FUNCTION aging_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM aging_companies_notify(ARRAY(SELECT DISTINCT to_jsonb(r) ->> TG_ARGV[0] FROM new_rows r));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM aging_companies_notify(ARRAY(SELECT DISTINCT to_jsonb(r) ->> TG_ARGV[0] FROM old_rows r));
  ELSE
    PERFORM aging_companies_notify(ARRAY(SELECT to_jsonb(r) ->> TG_ARGV[0] FROM new_rows r
      UNION SELECT to_jsonb(r) ->> TG_ARGV[0] FROM old_rows r));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION aging_table_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('aging_changes', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER job_rows_aging_insert AFTER INSERT ON job_rows REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION aging_rows_changed('customer_name');

CREATE TRIGGER job_rows_aging_update AFTER UPDATE ON job_rows REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION aging_rows_changed('customer_name');

CREATE TRIGGER job_rows_aging_delete AFTER DELETE ON job_rows REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION aging_rows_changed('customer_name');

CREATE TRIGGER job_rows_aging_truncate AFTER TRUNCATE ON job_rows
  FOR EACH STATEMENT EXECUTE FUNCTION aging_table_emptied();

CREATE TRIGGER company_infos_aging_insert AFTER INSERT ON company_infos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION aging_rows_changed('company');

CREATE TRIGGER company_infos_aging_update AFTER UPDATE ON company_infos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION aging_rows_changed('company');

CREATE TRIGGER company_infos_aging_delete AFTER DELETE ON company_infos REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION aging_rows_changed('company');

CREATE TRIGGER company_infos_aging_truncate AFTER TRUNCATE ON company_infos
  FOR EACH STATEMENT EXECUTE FUNCTION aging_table_emptied();

