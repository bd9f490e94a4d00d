-- Keeps job_words and quote_job_words current: the words of each job name, with the quote list columns.
-- Read by the quote search by job name words (quote-job-word-search).

CREATE OR REPLACE FUNCTION public.job_name_words(job_name text)
 RETURNS SETOF text
 LANGUAGE sql
 STABLE
AS $function$
  SELECT DISTINCT word FROM unnest(string_to_array(lower(job_name), ' ')) AS word WHERE word <> ''
$function$;

CREATE OR REPLACE FUNCTION public.quote_job_words_add(ids integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
  -- In word order, so that two saves adding the same new words cannot wait on each other crosswise.
  INSERT INTO "job_words" ("word")
    SELECT DISTINCT w FROM unnest(ids) AS i("id") JOIN "quotes" USING ("id"), job_name_words("job_name") AS w ORDER BY 1
  ON CONFLICT ("word") DO NOTHING;
  INSERT INTO "quote_job_words" ("word", "quote_date", "quote_id", "given_id", "job_name", "customer_name", "total_price")
    SELECT w, "quote_date", "id", "given_id", "job_name", "customer_name", "total_price"
    FROM unnest(ids) AS i("id") JOIN "quotes" USING ("id"), job_name_words("job_name") AS w;
$function$;

CREATE OR REPLACE FUNCTION public.quote_job_words_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM "quote_job_words" WHERE "quote_id" IN (SELECT "id" FROM removed);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.quote_job_words_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM quote_job_words_add(ARRAY(SELECT "id" FROM written));
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.quote_job_words_truncated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- DELETE, not TRUNCATE: a TRUNCATE naming both tables (the restore) would refuse a nested one.
  DELETE FROM "quote_job_words";
  DELETE FROM "job_words";
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.quote_job_words_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE TRIGGER quotes_job_words_delete AFTER DELETE ON public.quotes REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT
  EXECUTE FUNCTION quote_job_words_deleted();

CREATE TRIGGER quotes_job_words_insert AFTER INSERT ON public.quotes REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT
  EXECUTE FUNCTION quote_job_words_inserted();

CREATE TRIGGER quotes_job_words_truncate AFTER TRUNCATE ON public.quotes
  FOR EACH STATEMENT
  EXECUTE FUNCTION quote_job_words_truncated();

CREATE TRIGGER quotes_job_words_update AFTER UPDATE ON public.quotes REFERENCING OLD TABLE AS removed NEW TABLE AS written
  FOR EACH STATEMENT
  EXECUTE FUNCTION quote_job_words_updated();
