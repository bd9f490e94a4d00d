-- quote_job_words and job_words: the words of each quote's job name, kept by statement triggers
-- in the writing transaction. A job name is split at spaces only, so a search term without a
-- space is contained in a job name exactly when it is contained in one of its words.
CREATE FUNCTION job_name_words(job_name text) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT DISTINCT word FROM unnest(string_to_array(lower(job_name), ' ')) AS word WHERE word <> ''
$$;
--> statement-breakpoint
INSERT INTO "job_words" ("word") SELECT DISTINCT w FROM "quotes", job_name_words("job_name") AS w;
--> statement-breakpoint
INSERT INTO "quote_job_words" ("word", "quote_date", "quote_id")
  SELECT w, "quote_date", "id" FROM "quotes", job_name_words("job_name") AS w;
--> statement-breakpoint
CREATE FUNCTION quote_job_words_add(ids integer[]) RETURNS void LANGUAGE sql AS $$
  -- In word order, so that two saves adding the same new words cannot wait on each other crosswise.
  INSERT INTO "job_words" ("word")
    SELECT DISTINCT w FROM unnest(ids) AS i("id") JOIN "quotes" USING ("id"), job_name_words("job_name") AS w ORDER BY 1
  ON CONFLICT ("word") DO NOTHING;
  INSERT INTO "quote_job_words" ("word", "quote_date", "quote_id")
    SELECT w, "quote_date", "id" FROM unnest(ids) AS i("id") JOIN "quotes" USING ("id"), job_name_words("job_name") AS w;
$$;
--> statement-breakpoint
CREATE FUNCTION quote_job_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM quote_job_words_add(ARRAY(SELECT "id" FROM written));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION quote_job_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  changed := ARRAY(SELECT o."id" FROM removed AS o JOIN written AS w USING ("id")
    WHERE (o."job_name", o."quote_date") IS DISTINCT FROM (w."job_name", w."quote_date"));
  IF cardinality(changed) > 0 THEN
    DELETE FROM "quote_job_words" WHERE "quote_id" IN (SELECT unnest(changed));
    PERFORM quote_job_words_add(changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION quote_job_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "quote_job_words" WHERE "quote_id" IN (SELECT "id" FROM removed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION quote_job_words_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- DELETE, not TRUNCATE: a TRUNCATE naming both tables (the restore) would refuse a nested one.
  DELETE FROM "quote_job_words";
  DELETE FROM "job_words";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER quotes_job_words_insert AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION quote_job_words_inserted();
--> statement-breakpoint
CREATE TRIGGER quotes_job_words_update AFTER UPDATE ON "quotes" REFERENCING OLD TABLE AS removed NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION quote_job_words_updated();
--> statement-breakpoint
CREATE TRIGGER quotes_job_words_delete AFTER DELETE ON "quotes" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION quote_job_words_deleted();
--> statement-breakpoint
CREATE TRIGGER quotes_job_words_truncate AFTER TRUNCATE ON "quotes"
  FOR EACH STATEMENT EXECUTE FUNCTION quote_job_words_truncated();
