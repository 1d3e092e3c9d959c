-- duplicate_listing reads a busy key's rows newest first (a town's or a place's key is shared by thousands): the
-- index holds when the keys were stored and the listing, so the read is an index-only scan that stops after a fixed
-- number of rows. Rows stored before this migration share its time (decision 0013).
DROP INDEX "listing_text_bands_value_idx";--> statement-breakpoint
ALTER TABLE "listing_text_bands" ADD COLUMN "checked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_text_bands_newest_idx" ON "listing_text_bands" USING btree ("band","value","checked_at","property_id");