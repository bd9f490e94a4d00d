ALTER TABLE "quotes" ADD COLUMN "priced_processes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "prices_from" date;--> statement-breakpoint
-- Existing quotes keep the prices they show today: each freezes the current costs of the processes its signs (and subsigns) use.
UPDATE "quotes" AS q SET
  "priced_processes" = COALESCE((
    SELECT jsonb_agg(jsonb_build_object(
      'id', st.id, 'label', st.label, 'pdf_label', st.pdf_label,
      'small_size_cost', st.small_size_cost, 'medium_size_cost', st.medium_size_cost, 'large_size_cost', st.large_size_cost
    ) ORDER BY st.id)
    FROM "sign_types" AS st
    WHERE st.id IN (
      SELECT (v #>> '{}')::numeric FROM jsonb_path_query(q.signs, 'strict $.**.type') AS v WHERE jsonb_typeof(v) = 'number'
    )
  ), '[]'::jsonb),
  "prices_from" = (q.updated_at AT TIME ZONE 'UTC')::date;
