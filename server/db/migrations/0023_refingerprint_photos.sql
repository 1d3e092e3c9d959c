-- photo_reused fingerprints changed (decision 0013): bars cut away, sign hashes that can be mirrored, turned
-- variants, a 32x32 thumbnail. Old rows cannot be compared with new ones, so they go, and every submitted
-- listing with a photo is checked again by the hourly fraud-flag backfill, which fingerprints its photos anew
-- (oldest first, so the original of a copy is fingerprinted before the copy is checked).
DELETE FROM "photo_hashes";--> statement-breakpoint
DELETE FROM "photo_fingerprints";--> statement-breakpoint
UPDATE "properties" SET "fraud_flags" = NULL
WHERE "status" <> 'draft'
  AND EXISTS (SELECT 1 FROM "media" WHERE "media"."property_id" = "properties"."id" AND "media"."kind" = 'image');
