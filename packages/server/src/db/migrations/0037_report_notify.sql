-- job_rows keeps has_tactile too (the daily schedule's Braille badge read it from quotes.signs, a
-- jsonb subquery per task): true when a sign or sub-part has a tactile line with text.
CREATE OR REPLACE FUNCTION job_rows_from_quotes(ids int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "job_rows" AS j ("id", "given_id", "job_name", "customer_name", "quote_date", "total_price",
    "shipping_cost", "is_thermoformed", "shipping_method", "materials", "is_shipped", "shipped_date",
    "project_manager", "project_manager_comment", "admin_paid", "left_to_pay", "created_by", "has_tactile")
  SELECT q."id", q."given_id", q."job_name", q."customer_name", q."quote_date", q."total_price",
    q."shipping_cost", q."is_thermoformed", q."shipping_method", q."materials", q."is_shipped", q."shipped_date",
    q."project_manager", q."project_manager_comment", q."admin_paid",
    CASE WHEN q."is_shipped" AND jsonb_array_length(q."payment_history") = 0 THEN q."total_price" ELSE q."left_to_pay" END,
    q."created_by",
    coalesce(jsonb_path_exists(q."signs", 'lax $.**.tactile.lines[*].text ? (@ like_regex "[^[:space:]]")', '{}', true), false)
  FROM "quotes" q WHERE q."id" = ANY(ids)
  ON CONFLICT ("id") DO UPDATE SET
    "given_id" = excluded."given_id", "job_name" = excluded."job_name", "customer_name" = excluded."customer_name",
    "quote_date" = excluded."quote_date", "total_price" = excluded."total_price", "shipping_cost" = excluded."shipping_cost",
    "is_thermoformed" = excluded."is_thermoformed", "shipping_method" = excluded."shipping_method",
    "materials" = excluded."materials", "is_shipped" = excluded."is_shipped", "shipped_date" = excluded."shipped_date",
    "project_manager" = excluded."project_manager", "project_manager_comment" = excluded."project_manager_comment",
    "admin_paid" = excluded."admin_paid", "left_to_pay" = excluded."left_to_pay", "created_by" = excluded."created_by",
    "has_tactile" = excluded."has_tactile"
  WHERE (j."given_id", j."job_name", j."customer_name", j."quote_date", j."total_price", j."shipping_cost",
      j."is_thermoformed", j."shipping_method", j."materials", j."is_shipped", j."shipped_date", j."project_manager",
      j."project_manager_comment", j."admin_paid", j."left_to_pay", j."created_by", j."has_tactile")
    IS DISTINCT FROM (excluded."given_id", excluded."job_name", excluded."customer_name", excluded."quote_date",
      excluded."total_price", excluded."shipping_cost", excluded."is_thermoformed", excluded."shipping_method",
      excluded."materials", excluded."is_shipped", excluded."shipped_date", excluded."project_manager",
      excluded."project_manager_comment", excluded."admin_paid", excluded."left_to_pay", excluded."created_by",
      excluded."has_tactile");
$$;
--> statement-breakpoint
SELECT job_rows_from_quotes(ARRAY(SELECT "id" FROM "quotes"));
--> statement-breakpoint
-- Instances keep each report's whole-result totals in memory (report-totals-cache.ts). A statement
-- that changes rows a report's totals read tells every instance at commit (channel report_changes),
-- so each forgets its totals before it answers them again. A statement that changed no row says nothing.
CREATE FUNCTION report_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM changed) THEN PERFORM pg_notify('report_changes', TG_TABLE_NAME); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_table_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('report_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['job_rows', 'schedule_lines'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION report_rows_changed()', name || '_notify_insert', name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION report_rows_changed()', name || '_notify_update', name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION report_rows_changed()', name || '_notify_delete', name);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION report_table_emptied()', name || '_notify_truncate', name);
  END LOOP;
END $$;
--> statement-breakpoint
-- A task's priority is one of Low 0, Medium 1, High 2, Instant 3 (spec part 2 §9; the API refuses
-- others): the daily schedule reads its page a priority at a time, so the database holds no other.
UPDATE "schedule_lines" SET "priority" = least(greatest("priority", 0), 3) WHERE "priority" NOT BETWEEN 0 AND 3;
--> statement-breakpoint
ALTER TABLE "schedule_lines" ADD CONSTRAINT "schedule_lines_priority_check" CHECK ("priority" BETWEEN 0 AND 3);
