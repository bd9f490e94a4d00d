DROP INDEX "quotes_job_name_idx";--> statement-breakpoint
DROP INDEX "quotes_given_id_idx";--> statement-breakpoint
DROP INDEX "quotes_job_trgm_idx";--> statement-breakpoint
DROP INDEX "quotes_total_price_idx";--> statement-breakpoint
DROP INDEX "quotes_unshipped_idx";--> statement-breakpoint
-- Room on every page for a saved quote's new version, so a save that changes no indexed column
-- stays a HOT update (no index entry written). Pages written from now on keep 15 % free; existing
-- full pages get it back as their rows move (or at once with VACUUM FULL quotes, off hours).
ALTER TABLE "quotes" SET (fillfactor = 85);
