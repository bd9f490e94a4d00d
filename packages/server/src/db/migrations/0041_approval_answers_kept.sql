-- What a customer answered on an approval link is kept for good: an answer no longer goes with
-- its request (RESTRICT), so deleting a quote, which cascades to its requests, is refused by the
-- database when any of them has an answer. Requests nobody answered still go with the quote.
ALTER TABLE "approval_answers" DROP CONSTRAINT "approval_answers_request_id_approval_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "approval_answers" ADD CONSTRAINT "approval_answers_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE restrict ON UPDATE no action;