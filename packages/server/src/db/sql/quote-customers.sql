-- Keeps quote_customers current: each customer name on quotes with its number of quotes.
-- Read by the quote search (customer filter totals) and the company scope of quote queries (quote-scope-sql).

CREATE OR REPLACE FUNCTION public.quote_customers_add(names text[])
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO "quote_customers" AS c ("name", "n")
    SELECT name, count(*) FROM unnest(names) AS name GROUP BY name ORDER BY name
  ON CONFLICT ("name") DO UPDATE SET "n" = c."n" + excluded."n";
$function$;

CREATE OR REPLACE FUNCTION public.quote_customers_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM quote_customers_remove(ARRAY(SELECT "customer_name" FROM removed));
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.quote_customers_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM quote_customers_add(ARRAY(SELECT "customer_name" FROM written));
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.quote_customers_remove(names text[])
 RETURNS void
 LANGUAGE sql
AS $function$
  UPDATE "quote_customers" AS c SET "n" = c."n" - r.k
    FROM (SELECT name, count(*) AS k FROM unnest(names) AS name GROUP BY name) AS r
    WHERE c."name" = r.name;
  DELETE FROM "quote_customers" WHERE "n" <= 0 AND "name" = ANY (names);
$function$;

CREATE OR REPLACE FUNCTION public.quote_customers_truncated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- DELETE, not TRUNCATE: a TRUNCATE naming both tables (the restore) would refuse a nested one.
  DELETE FROM "quote_customers";
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.quote_customers_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE TRIGGER quotes_customers_delete AFTER DELETE ON public.quotes REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT
  EXECUTE FUNCTION quote_customers_deleted();

CREATE TRIGGER quotes_customers_insert AFTER INSERT ON public.quotes REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT
  EXECUTE FUNCTION quote_customers_inserted();

CREATE TRIGGER quotes_customers_truncate AFTER TRUNCATE ON public.quotes
  FOR EACH STATEMENT
  EXECUTE FUNCTION quote_customers_truncated();

CREATE TRIGGER quotes_customers_update AFTER UPDATE ON public.quotes REFERENCING OLD TABLE AS removed NEW TABLE AS written
  FOR EACH STATEMENT
  EXECUTE FUNCTION quote_customers_updated();
