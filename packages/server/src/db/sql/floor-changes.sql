-- Keeps no table: notifies channel floor_changes at commit, one {"kind", "quote_id"} event per job.
-- Heard by the live events hub (platform/live/live-events), which sends them to every live stream.

CREATE OR REPLACE FUNCTION floor_changes_notify(kind text, jobs int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(jobs) > 50 THEN
    PERFORM pg_notify('floor_changes', json_build_object('kind', kind, 'quote_id', NULL)::text);
  ELSE
    PERFORM pg_notify('floor_changes', json_build_object('kind', kind, 'quote_id', job)::text)
    FROM unnest(jobs) AS job;
  END IF;
END $$;

CREATE OR REPLACE FUNCTION floor_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM floor_changes_notify(TG_ARGV[0], ARRAY(SELECT DISTINCT c.quote_id FROM changed c));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION floor_timers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM floor_changes_notify('timer', ARRAY(SELECT DISTINCT l.quote_id FROM changed c
    JOIN schedule_lines l ON l.id = c.schedule_line_id));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION floor_quote_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM floor_changes_notify('board', ARRAY[NEW.id]);
  RETURN NULL;
END $$;

CREATE TRIGGER backlog_entries_floor_insert AFTER INSERT ON backlog_entries REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION floor_rows_changed('board');

CREATE TRIGGER schedule_lines_floor_insert AFTER INSERT ON schedule_lines REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION floor_rows_changed('schedule');

CREATE TRIGGER schedule_lines_floor_update AFTER UPDATE ON schedule_lines REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION floor_rows_changed('schedule');

CREATE TRIGGER schedule_lines_floor_delete AFTER DELETE ON schedule_lines REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION floor_rows_changed('schedule');

CREATE TRIGGER task_timers_floor_insert AFTER INSERT ON task_timers REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION floor_timers_changed();

CREATE TRIGGER task_timers_floor_update AFTER UPDATE ON task_timers REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION floor_timers_changed();

CREATE TRIGGER task_timers_floor_delete AFTER DELETE ON task_timers REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION floor_timers_changed();

CREATE TRIGGER quotes_floor_insert AFTER INSERT ON quotes
  FOR EACH ROW EXECUTE FUNCTION floor_quote_changed();

CREATE TRIGGER quotes_floor_shipped AFTER UPDATE OF is_shipped ON quotes
  FOR EACH ROW WHEN (OLD.is_shipped IS DISTINCT FROM NEW.is_shipped) EXECUTE FUNCTION floor_quote_changed();
