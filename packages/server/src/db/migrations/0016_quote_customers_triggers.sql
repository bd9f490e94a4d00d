-- quote_customers: each customer name on quotes with its number of quotes, kept by statement
-- triggers in the writing transaction; a name whose last quote goes is removed.
INSERT INTO "quote_customers" ("name", "n") SELECT "customer_name", count(*) FROM "quotes" GROUP BY "customer_name";
--> statement-breakpoint
CREATE FUNCTION quote_customers_add(names text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "quote_customers" AS c ("name", "n")
    SELECT name, count(*) FROM unnest(names) AS name GROUP BY name ORDER BY name
  ON CONFLICT ("name") DO UPDATE SET "n" = c."n" + excluded."n";
$$;
--> statement-breakpoint
CREATE FUNCTION quote_customers_remove(names text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "quote_customers" AS c SET "n" = c."n" - r.k
    FROM (SELECT name, count(*) AS k FROM unnest(names) AS name GROUP BY name) AS r
    WHERE c."name" = r.name;
  DELETE FROM "quote_customers" WHERE "n" <= 0 AND "name" = ANY (names);
$$;
--> statement-breakpoint
CREATE FUNCTION quote_customers_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM quote_customers_add(ARRAY(SELECT "customer_name" FROM written));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION quote_customers_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM quote_customers_remove(ARRAY(SELECT "customer_name" FROM removed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION quote_customers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  renamed_from text[];
  renamed_to text[];
BEGIN
  SELECT array_agg(o."customer_name"), array_agg(w."customer_name") INTO renamed_from, renamed_to
    FROM removed AS o JOIN written AS w USING ("id") WHERE o."customer_name" <> w."customer_name";
  IF renamed_from IS NOT NULL THEN
    PERFORM quote_customers_add(renamed_to);
    PERFORM quote_customers_remove(renamed_from);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION quote_customers_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- DELETE, not TRUNCATE: a TRUNCATE naming both tables (the restore) would refuse a nested one.
  DELETE FROM "quote_customers";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER quotes_customers_insert AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION quote_customers_inserted();
--> statement-breakpoint
CREATE TRIGGER quotes_customers_update AFTER UPDATE ON "quotes" REFERENCING OLD TABLE AS removed NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION quote_customers_updated();
--> statement-breakpoint
CREATE TRIGGER quotes_customers_delete AFTER DELETE ON "quotes" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION quote_customers_deleted();
--> statement-breakpoint
CREATE TRIGGER quotes_customers_truncate AFTER TRUNCATE ON "quotes"
  FOR EACH STATEMENT EXECUTE FUNCTION quote_customers_truncated();
