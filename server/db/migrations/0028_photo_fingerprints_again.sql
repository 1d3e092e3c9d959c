-- photo_reused fingerprints gained six crops (decision 0013: two more corners and a cut of about a fifth from
-- each side), so a photo fingerprinted before has too few rows to be found by a crop of it. As in 0023, the old
-- rows go and every submitted listing with a photo is checked again by the hourly fraud-flag backfill, which
-- fingerprints its photos anew (oldest first, so the original of a copy is fingerprinted before the copy is checked).
DELETE FROM "photo_hashes";--> statement-breakpoint
DELETE FROM "photo_fingerprints";--> statement-breakpoint
UPDATE "properties" SET "fraud_flags" = NULL
WHERE "status" <> 'draft'
  AND EXISTS (SELECT 1 FROM "media" WHERE "media"."property_id" = "properties"."id" AND "media"."kind" = 'image');
