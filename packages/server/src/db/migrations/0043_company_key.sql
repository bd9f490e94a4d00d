-- Company names compare one way everywhere: Unicode NFKC, whitespace runs collapsed to one space,
-- outer spaces removed, case ignored (the domain's companyKey). 'Mercy  Health Clinic' (two spaces)
-- is Mercy Health Clinic: a customer verified with either sees the same jobs. The company indexes
-- are rebuilt on company_key, which every company comparison in a query uses (sql-helpers sameCompany).
CREATE FUNCTION company_key(name text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(btrim(regexp_replace(normalize(name, NFKC), '\s+', ' ', 'g')));
--> statement-breakpoint
-- Records that were two companies under the old comparison and are one now (company information,
-- a company's bank nick names) would break the unique indexes: the oldest keeps its name, a later
-- one is renamed with its id, logged, for staff to merge by hand.
DO $$
DECLARE
  dup record;
BEGIN
  FOR dup IN SELECT c."id", c."company" FROM "company_infos" c WHERE EXISTS (
      SELECT 1 FROM "company_infos" o WHERE company_key(o."company") = company_key(c."company") AND o."id" < c."id")
  LOOP
    UPDATE "company_infos" SET "company" = dup.company || ' (duplicate ' || dup.id || ')' WHERE "id" = dup.id;
    RAISE NOTICE 'company_key: company information % (%) renamed: another record names the same company', dup.id, dup.company;
  END LOOP;
  FOR dup IN SELECT b."id", b."company", b."nick_name" FROM "banks" b WHERE EXISTS (
      SELECT 1 FROM "banks" o WHERE company_key(o."company") = company_key(b."company")
        AND o."nick_name" = b."nick_name" AND o."id" < b."id")
  LOOP
    UPDATE "banks" SET "nick_name" = dup.nick_name || ' (' || dup.id || ')' WHERE "id" = dup.id;
    RAISE NOTICE 'company_key: bank % (% of %) renamed: the company has another bank of that name', dup.id, dup.nick_name, dup.company;
  END LOOP;
END $$;
--> statement-breakpoint
DROP INDEX "quote_list_customer_scope_idx";--> statement-breakpoint
DROP INDEX "quotes_customer_scope_idx";--> statement-breakpoint
DROP INDEX "banks_company_nick_name_idx";--> statement-breakpoint
DROP INDEX "company_infos_company_idx";--> statement-breakpoint
DROP INDEX "job_rows_company_shipped_idx";--> statement-breakpoint
DROP INDEX "job_rows_customer_scope_idx";--> statement-breakpoint
CREATE INDEX "quote_list_customer_scope_idx" ON "quote_list" USING btree (company_key("customer_name"),"quote_date","id");--> statement-breakpoint
CREATE INDEX "quotes_customer_scope_idx" ON "quotes" USING btree (company_key("customer_name"),"quote_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "banks_company_nick_name_idx" ON "banks" USING btree (company_key("company"),"nick_name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_infos_company_idx" ON "company_infos" USING btree (company_key("company"));--> statement-breakpoint
CREATE INDEX "job_rows_company_shipped_idx" ON "job_rows" USING btree (company_key("customer_name"),"shipped_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "job_rows"."is_shipped";--> statement-breakpoint
CREATE INDEX "job_rows_customer_scope_idx" ON "job_rows" USING btree (company_key("customer_name"),"quote_date","id");