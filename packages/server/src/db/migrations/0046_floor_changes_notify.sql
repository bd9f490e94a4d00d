-- Open boards, daily schedules and capacity pages follow the shop floor live (GET /api/live). A
-- statement that writes backlog entries, schedule lines or task timers, creates a quote or ships or
-- unships one tells every instance at commit on channel floor_changes, one small JSON event per
-- job it touched: {"kind": "board" | "schedule" | "timer", "quote_id": n}. A statement touching
-- more than 50 jobs sends one event with quote_id null instead (pages refetch all they show).
CREATE FUNCTION floor_changes_notify(kind text, jobs int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(jobs) > 50 THEN
    PERFORM pg_notify('floor_changes', json_build_object('kind', kind, 'quote_id', NULL)::text);
  ELSE
    PERFORM pg_notify('floor_changes', json_build_object('kind', kind, 'quote_id', job)::text)
    FROM unnest(jobs) AS job;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION floor_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM floor_changes_notify(TG_ARGV[0], ARRAY(SELECT DISTINCT c.quote_id FROM changed c));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION floor_timers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM floor_changes_notify('timer', ARRAY(SELECT DISTINCT l.quote_id FROM changed c
    JOIN schedule_lines l ON l.id = c.schedule_line_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION floor_quote_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM floor_changes_notify('board', ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER backlog_entries_floor_insert AFTER INSERT ON backlog_entries REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION floor_rows_changed('board');
--> statement-breakpoint
CREATE TRIGGER schedule_lines_floor_insert AFTER INSERT ON schedule_lines REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION floor_rows_changed('schedule');
--> statement-breakpoint
CREATE TRIGGER schedule_lines_floor_update AFTER UPDATE ON schedule_lines REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION floor_rows_changed('schedule');
--> statement-breakpoint
CREATE TRIGGER schedule_lines_floor_delete AFTER DELETE ON schedule_lines REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION floor_rows_changed('schedule');
--> statement-breakpoint
CREATE TRIGGER task_timers_floor_insert AFTER INSERT ON task_timers REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION floor_timers_changed();
--> statement-breakpoint
CREATE TRIGGER task_timers_floor_update AFTER UPDATE ON task_timers REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION floor_timers_changed();
--> statement-breakpoint
CREATE TRIGGER task_timers_floor_delete AFTER DELETE ON task_timers REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION floor_timers_changed();
--> statement-breakpoint
CREATE TRIGGER quotes_floor_insert AFTER INSERT ON quotes
  FOR EACH ROW EXECUTE FUNCTION floor_quote_changed();
--> statement-breakpoint
CREATE TRIGGER quotes_floor_shipped AFTER UPDATE OF is_shipped ON quotes
  FOR EACH ROW WHEN (OLD.is_shipped IS DISTINCT FROM NEW.is_shipped) EXECUTE FUNCTION floor_quote_changed();
