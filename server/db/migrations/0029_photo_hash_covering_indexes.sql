-- photo_reused's candidate lookup reads only index pages: each band's index holds the hash and the photo too, so
-- the four band lookups are index-only scans instead of one heap page per band-sharing row (decision 0013).
CREATE INDEX "photo_hashes_band0_hash_idx" ON "photo_hashes" USING btree ("band0","hash","media_id");--> statement-breakpoint
CREATE INDEX "photo_hashes_band1_hash_idx" ON "photo_hashes" USING btree ("band1","hash","media_id");--> statement-breakpoint
CREATE INDEX "photo_hashes_band2_hash_idx" ON "photo_hashes" USING btree ("band2","hash","media_id");--> statement-breakpoint
CREATE INDEX "photo_hashes_band3_hash_idx" ON "photo_hashes" USING btree ("band3","hash","media_id");--> statement-breakpoint
DROP INDEX "photo_hashes_band0_idx";--> statement-breakpoint
DROP INDEX "photo_hashes_band1_idx";--> statement-breakpoint
DROP INDEX "photo_hashes_band2_idx";--> statement-breakpoint
DROP INDEX "photo_hashes_band3_idx";
