-- The photo's 24x24 colour thumbnail was kept after the confirm step stopped reading it (decision 0013); it is
-- no longer computed. The row stays: it marks a photo as fingerprinted, and checked.
ALTER TABLE "photo_fingerprints" DROP COLUMN "thumb";
