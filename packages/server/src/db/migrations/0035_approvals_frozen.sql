-- What was sent for approval is kept as sent: the frozen PDF, the hash of the content, the
-- token's hash and what the request is about never change (only its state moves, and its expiry may be
-- brought forward to revoke a link); an answer is never changed.
CREATE FUNCTION approval_request_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."kind", NEW."quote_id", NEW."quote_sequence", NEW."content_hash", NEW."pdf", NEW."sent_view", NEW."file_name", NEW."token_hash", NEW."sent_at")
     IS DISTINCT FROM (OLD."kind", OLD."quote_id", OLD."quote_sequence", OLD."content_hash", OLD."pdf", OLD."sent_view", OLD."file_name", OLD."token_hash", OLD."sent_at") THEN
    RAISE EXCEPTION 'an approval request cannot be changed once sent (only its state moves)';
  END IF;
  IF NEW."expires_at" > OLD."expires_at" THEN
    RAISE EXCEPTION 'an approval link cannot be extended: send a new one';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER approval_requests_frozen BEFORE UPDATE ON "approval_requests"
  FOR EACH ROW EXECUTE FUNCTION approval_request_frozen();
--> statement-breakpoint
CREATE FUNCTION approval_answer_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an approval answer cannot be changed';
END $$;
--> statement-breakpoint
CREATE TRIGGER approval_answers_frozen BEFORE UPDATE ON "approval_answers"
  FOR EACH ROW EXECUTE FUNCTION approval_answer_frozen();
