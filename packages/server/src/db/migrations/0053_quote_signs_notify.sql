-- A quote's signs are read by reports (the quoted-vs-actual report's square feet) that the report
-- cache keeps; a save that writes them tells every instance at commit, like a job row change does.
-- Transition tables are not allowed with a column list, so this says so for every such statement.
CREATE TRIGGER quotes_signs_notify AFTER UPDATE OF signs ON public.quotes
  FOR EACH STATEMENT EXECUTE FUNCTION report_table_emptied();
