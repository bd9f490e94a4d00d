-- job_rows keeps each quote's sales tax (tax_amount) and counts what is billed, total_price +
-- tax_amount, as left to pay on a shipped job without payments (the domain's leftToPay).
CREATE OR REPLACE FUNCTION job_rows_from_quotes(ids int[]) RETURNS void LANGUAGE sql AS $$
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
$$;
--> statement-breakpoint
SELECT job_rows_from_quotes(ARRAY(SELECT "id" FROM "quotes" WHERE "tax_amount" <> 0));
