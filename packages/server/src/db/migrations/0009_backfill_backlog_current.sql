-- Each job's current stage states from the history: the newest entry of each job and stage.
INSERT INTO "backlog_current" ("quote_id", "type_id", "is_checked", "date_given", "entry_id")
SELECT DISTINCT ON (e."quote_id", e."type_id") e."quote_id", e."type_id", e."is_checked", e."date_given", e."id"
FROM "backlog_entries" e
ORDER BY e."quote_id", e."type_id", e."id" DESC;
--> statement-breakpoint
-- The latest stage of each job: its checked stage furthest along the ordered list.
UPDATE "backlog_current" c SET "is_latest" = true
FROM (
  SELECT DISTINCT ON (b."quote_id") b."quote_id", b."type_id"
  FROM "backlog_current" b JOIN "backlog_stages" s ON s."id" = b."type_id"
  WHERE b."is_checked"
  ORDER BY b."quote_id", s."ordering" DESC
) latest
WHERE c."quote_id" = latest."quote_id" AND c."type_id" = latest."type_id";
