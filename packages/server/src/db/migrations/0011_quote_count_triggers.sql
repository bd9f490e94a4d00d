-- The number of quotes, kept by statement triggers in the writing transaction (exact, never an estimate).
INSERT INTO "quote_count" ("one", "n") SELECT true, count(*) FROM "quotes";
--> statement-breakpoint
CREATE FUNCTION quote_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "quote_count" SET "n" = "n" + (SELECT count(*) FROM inserted);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION quote_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "quote_count" SET "n" = "n" - (SELECT count(*) FROM deleted);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION quote_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "quote_count" SET "n" = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER quotes_count_insert AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION quote_count_inserted();
--> statement-breakpoint
CREATE TRIGGER quotes_count_delete AFTER DELETE ON "quotes" REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION quote_count_deleted();
--> statement-breakpoint
CREATE TRIGGER quotes_count_truncate AFTER TRUNCATE ON "quotes"
  FOR EACH STATEMENT EXECUTE FUNCTION quote_count_truncated();
