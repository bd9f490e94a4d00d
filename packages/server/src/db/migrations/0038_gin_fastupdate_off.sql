-- quote_list's trigram indexes without a pending list (issue #31): a save adds its entries at once
-- instead of one save in many merging the whole pending list. ALTER rather than drizzle-kit's drop and
-- rebuild: the indexes stay as they are; what is pending now is merged in here, once.
ALTER INDEX "quote_list_customer_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "quote_list_job_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "quote_list_given_id_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('quote_list_customer_trgm_idx'), gin_clean_pending_list('quote_list_job_trgm_idx'), gin_clean_pending_list('quote_list_given_id_trgm_idx');
