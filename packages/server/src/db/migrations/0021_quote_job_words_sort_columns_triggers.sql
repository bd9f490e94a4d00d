-- quote_job_words now carries each quote's list columns, so a page in any list order is read from
-- a word's index: its rows are written again whenever one of those columns changes.
CREATE OR REPLACE FUNCTION quote_job_words_add(ids integer[]) RETURNS void LANGUAGE sql AS $$
  -- In word order, so that two saves adding the same new words cannot wait on each other crosswise.
  INSERT INTO "job_words" ("word")
    SELECT DISTINCT w FROM unnest(ids) AS i("id") JOIN "quotes" USING ("id"), job_name_words("job_name") AS w ORDER BY 1
  ON CONFLICT ("word") DO NOTHING;
  INSERT INTO "quote_job_words" ("word", "quote_date", "quote_id", "given_id", "job_name", "customer_name", "total_price")
    SELECT w, "quote_date", "id", "given_id", "job_name", "customer_name", "total_price"
    FROM unnest(ids) AS i("id") JOIN "quotes" USING ("id"), job_name_words("job_name") AS w;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quote_job_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  changed := ARRAY(SELECT o."id" FROM removed AS o JOIN written AS w USING ("id")
    WHERE (o."job_name", o."quote_date", o."given_id", o."customer_name", o."total_price")
      IS DISTINCT FROM (w."job_name", w."quote_date", w."given_id", w."customer_name", w."total_price"));
  IF cardinality(changed) > 0 THEN
    DELETE FROM "quote_job_words" WHERE "quote_id" IN (SELECT unnest(changed));
    PERFORM quote_job_words_add(changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO "quote_job_words" ("word", "quote_date", "quote_id", "given_id", "job_name", "customer_name", "total_price")
  SELECT w, "quote_date", "id", "given_id", "job_name", "customer_name", "total_price" FROM "quotes", job_name_words("job_name") AS w;
