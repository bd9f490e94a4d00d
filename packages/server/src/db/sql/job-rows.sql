-- Keeps job_rows current: one row per quote with its list columns, what is left to pay and its backlog stages.
-- Read by the reports (daily schedule, backlog, production, PM schedule, customer report, CSV) and the billing job queries.

CREATE OR REPLACE FUNCTION public.job_rows_backlog_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM job_rows_stages(ARRAY(SELECT DISTINCT "quote_id" FROM deleted));
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.job_rows_backlog_written()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM job_rows_stages(ARRAY(SELECT DISTINCT "quote_id" FROM written));
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.job_rows_from_quotes(ids integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO "job_rows" AS j ("id", "given_id", "job_name", "customer_name", "quote_date", "total_price",
    "shipping_cost", "is_thermoformed", "shipping_method", "materials", "is_shipped", "shipped_date",
    "project_manager", "project_manager_comment", "admin_paid", "left_to_pay", "tax_amount", "created_by",
    "has_tactile", "has_payments")
  SELECT q."id", q."given_id", q."job_name", q."customer_name", q."quote_date", q."total_price",
    q."shipping_cost", q."is_thermoformed", q."shipping_method", q."materials", q."is_shipped", q."shipped_date",
    q."project_manager", q."project_manager_comment", q."admin_paid",
    CASE WHEN q."is_shipped" AND jsonb_array_length(q."payment_history") = 0 THEN q."total_price" + q."tax_amount" ELSE q."left_to_pay" END,
    q."tax_amount", q."created_by",
    coalesce(jsonb_path_exists(q."signs", 'lax $.**.tactile.lines[*].text ? (@ like_regex "[^[:space:]]")', '{}', true), false),
    jsonb_array_length(q."payment_history") > 0
  FROM "quotes" q WHERE q."id" = ANY(ids)
  ON CONFLICT ("id") DO UPDATE SET
    "given_id" = excluded."given_id", "job_name" = excluded."job_name", "customer_name" = excluded."customer_name",
    "quote_date" = excluded."quote_date", "total_price" = excluded."total_price", "shipping_cost" = excluded."shipping_cost",
    "is_thermoformed" = excluded."is_thermoformed", "shipping_method" = excluded."shipping_method",
    "materials" = excluded."materials", "is_shipped" = excluded."is_shipped", "shipped_date" = excluded."shipped_date",
    "project_manager" = excluded."project_manager", "project_manager_comment" = excluded."project_manager_comment",
    "admin_paid" = excluded."admin_paid", "left_to_pay" = excluded."left_to_pay", "tax_amount" = excluded."tax_amount",
    "created_by" = excluded."created_by", "has_tactile" = excluded."has_tactile", "has_payments" = excluded."has_payments"
  WHERE (j."given_id", j."job_name", j."customer_name", j."quote_date", j."total_price", j."shipping_cost",
      j."is_thermoformed", j."shipping_method", j."materials", j."is_shipped", j."shipped_date", j."project_manager",
      j."project_manager_comment", j."admin_paid", j."left_to_pay", j."tax_amount", j."created_by", j."has_tactile",
      j."has_payments")
    IS DISTINCT FROM (excluded."given_id", excluded."job_name", excluded."customer_name", excluded."quote_date",
      excluded."total_price", excluded."shipping_cost", excluded."is_thermoformed", excluded."shipping_method",
      excluded."materials", excluded."is_shipped", excluded."shipped_date", excluded."project_manager",
      excluded."project_manager_comment", excluded."admin_paid", excluded."left_to_pay", excluded."tax_amount",
      excluded."created_by", excluded."has_tactile", excluded."has_payments");
$function$;

CREATE OR REPLACE FUNCTION public.job_rows_quotes_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM "job_rows" WHERE "id" IN (SELECT "id" FROM deleted);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.job_rows_quotes_truncated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM "job_rows";
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.job_rows_quotes_written()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM job_rows_from_quotes(ARRAY(SELECT "id" FROM written));
  -- A quote inserted with its id taken again (a restore of one job) gets its stages at once.
  IF TG_OP = 'INSERT' THEN PERFORM job_rows_stages(ARRAY(SELECT "id" FROM written)); END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.job_rows_stages(ids integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
  UPDATE "job_rows" j SET "has_backlog" = s.has_backlog, "stages" = s.stages,
    "latest_stage_id" = s.latest_stage_id, "latest_stage_date" = s.latest_stage_date,
    "customer_ship_date" = s.customer_ship_date, "ready_for_production_date" = s.ready_for_production_date,
    "in_production_date" = s.in_production_date, "thermoformed_received_date" = s.thermoformed_received_date,
    "drawing_status" = s.drawing_status
  FROM (
    SELECT q.id,
      count(c."quote_id") > 0 AS has_backlog,
      coalesce(jsonb_object_agg(c."type_id", c."date_given") FILTER (WHERE c."is_checked"), '{}'::jsonb) AS stages,
      min(c."type_id") FILTER (WHERE c."is_latest") AS latest_stage_id,
      min(c."date_given") FILTER (WHERE c."is_latest") AS latest_stage_date,
      min(c."date_given") FILTER (WHERE c."is_checked" AND st."key" = 'customer_ship_date') AS customer_ship_date,
      min(c."date_given") FILTER (WHERE c."is_checked" AND st."key" = 'ready_for_production') AS ready_for_production_date,
      min(c."date_given") FILTER (WHERE c."is_checked" AND st."key" = 'in_production') AS in_production_date,
      min(c."date_given") FILTER (WHERE c."is_checked" AND st."key" = 'thermoformed_received') AS thermoformed_received_date,
      CASE
        WHEN bool_or(c."is_checked" AND st."key" = 'drawing_approved') THEN 'approved'
        WHEN bool_or(c."is_checked" AND st."key" = 'resubmit') THEN 'resubmit'
        WHEN bool_or(c."is_checked" AND st."key" = 'drawing_sent') THEN 'sent'
        WHEN bool_or(c."is_checked" AND st."key" = 'drawing_started') THEN 'started'
        ELSE 'none' END AS drawing_status
    FROM unnest(ids) AS q(id)
    LEFT JOIN "backlog_current" c ON c."quote_id" = q.id
    LEFT JOIN "backlog_stages" st ON st."id" = c."type_id"
    GROUP BY q.id
  ) s
  WHERE j."id" = s.id AND (j."has_backlog", j."stages", j."latest_stage_id", j."latest_stage_date",
      j."customer_ship_date", j."ready_for_production_date", j."in_production_date",
      j."thermoformed_received_date", j."drawing_status")
    IS DISTINCT FROM (s.has_backlog, s.stages, s.latest_stage_id, s.latest_stage_date, s.customer_ship_date,
      s.ready_for_production_date, s.in_production_date, s.thermoformed_received_date, s.drawing_status);
$function$;

CREATE TRIGGER backlog_current_job_rows_delete AFTER DELETE ON public.backlog_current REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT
  EXECUTE FUNCTION job_rows_backlog_deleted();

CREATE TRIGGER backlog_current_job_rows_insert AFTER INSERT ON public.backlog_current REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT
  EXECUTE FUNCTION job_rows_backlog_written();

CREATE TRIGGER backlog_current_job_rows_update AFTER UPDATE ON public.backlog_current REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT
  EXECUTE FUNCTION job_rows_backlog_written();

CREATE TRIGGER quotes_job_rows_delete AFTER DELETE ON public.quotes REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT
  EXECUTE FUNCTION job_rows_quotes_deleted();

CREATE TRIGGER quotes_job_rows_insert AFTER INSERT ON public.quotes REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT
  EXECUTE FUNCTION job_rows_quotes_written();

CREATE TRIGGER quotes_job_rows_truncate AFTER TRUNCATE ON public.quotes
  FOR EACH STATEMENT
  EXECUTE FUNCTION job_rows_quotes_truncated();

CREATE TRIGGER quotes_job_rows_update AFTER UPDATE ON public.quotes REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT
  EXECUTE FUNCTION job_rows_quotes_written();
