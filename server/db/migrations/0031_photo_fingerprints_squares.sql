-- photo_reused fingerprints gained two crops (decision 0013: off-centre squares of a 4:3 picture, a quarter off
-- split 1:2 and 2:1 between the sides), so a photo fingerprinted before has too few rows to be found by a square
-- cut of it; 17 rows a photo instead of 15. As in 0023 and 0028, the old rows go and every submitted listing with
-- a photo is checked again by the hourly fraud-flag backfill, which fingerprints its photos anew (oldest first, so
-- the original of a copy is fingerprinted before the copy is checked).
DELETE FROM "photo_hashes";--> statement-breakpoint
DELETE FROM "photo_fingerprints";--> statement-breakpoint
UPDATE "properties" SET "fraud_flags" = NULL
WHERE "status" <> 'draft'
  AND EXISTS (SELECT 1 FROM "media" WHERE "media"."property_id" = "properties"."id" AND "media"."kind" = 'image');
