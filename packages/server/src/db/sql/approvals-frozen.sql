-- Keeps approval requests and answers as sent: refuses an update of what was sent, an extended link, any answer change.
-- Guards the approvals feature (approvals/approval-records.service); nothing reads these functions.

CREATE OR REPLACE FUNCTION public.approval_answer_frozen()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'an approval answer cannot be changed';
END $function$;

CREATE OR REPLACE FUNCTION public.approval_request_frozen()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF (NEW."kind", NEW."quote_id", NEW."quote_sequence", NEW."content_hash", NEW."pdf", NEW."sent_view", NEW."file_name", NEW."token_hash", NEW."sent_at")
     IS DISTINCT FROM (OLD."kind", OLD."quote_id", OLD."quote_sequence", OLD."content_hash", OLD."pdf", OLD."sent_view", OLD."file_name", OLD."token_hash", OLD."sent_at") THEN
    RAISE EXCEPTION 'an approval request cannot be changed once sent (only its state moves)';
  END IF;
  IF NEW."expires_at" > OLD."expires_at" THEN
    RAISE EXCEPTION 'an approval link cannot be extended: send a new one';
  END IF;
  RETURN NEW;
END $function$;

CREATE TRIGGER approval_answers_frozen BEFORE UPDATE ON public.approval_answers
  FOR EACH ROW
  EXECUTE FUNCTION approval_answer_frozen();

CREATE TRIGGER approval_requests_frozen BEFORE UPDATE ON public.approval_requests
  FOR EACH ROW
  EXECUTE FUNCTION approval_request_frozen();
