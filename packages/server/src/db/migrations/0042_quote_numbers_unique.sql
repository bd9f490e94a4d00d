-- Quote (invoice) numbers are unique across the shop, compared without outer spaces and case.
-- Existing duplicates are renumbered first: the oldest quote (lowest id) keeps the number, each
-- later one gets the next free number of its family by sequence naming, as a copy does (domain
-- copyGivenId: 'X' → 'X-2', 'X-2' → 'X-3', digits keep their width: 'X-09' → 'X-10'). Each change is
-- recorded in the job's history and in the migration log; the quote_list and job_rows triggers
-- copy the new number into the read tables in this same transaction.
DO $$
DECLARE
  dup record;
  renumbered text;
  digits text;
BEGIN
  FOR dup IN
    SELECT q."id", btrim(q."given_id") AS given_id FROM "quotes" q
    WHERE btrim(q."given_id") <> '' AND EXISTS (
      SELECT 1 FROM "quotes" o WHERE lower(btrim(o."given_id")) = lower(btrim(q."given_id")) AND o."id" < q."id")
    ORDER BY q."id"
  LOOP
    renumbered := dup.given_id;
    LOOP
      digits := substring(renumbered FROM '-([0-9]+)$');
      IF digits IS NULL THEN
        renumbered := renumbered || '-2';
      ELSE
        renumbered := left(renumbered, length(renumbered) - length(digits)) || lpad((digits::numeric + 1)::text, length(digits), '0');
      END IF;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "quotes" WHERE lower(btrim("given_id")) = lower(renumbered));
    END LOOP;
    UPDATE "quotes" SET "given_id" = renumbered WHERE "id" = dup.id;
    INSERT INTO "job_history" ("quote_id", "account_id", "user_name", "field", "before", "after", "reason")
      VALUES (dup.id, NULL, 'SignShop', 'given_id', to_jsonb(dup.given_id), to_jsonb(renumbered),
        'Quote numbers are unique: an older quote had this number, so this one got the next of its family');
    RAISE NOTICE 'quote_numbers_unique: quote % was %, now %', dup.id, dup.given_id, renumbered;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_given_id_unique_idx" ON "quotes" USING btree (lower(btrim("given_id"))) WHERE btrim("quotes"."given_id") <> '';
