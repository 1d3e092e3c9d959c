ALTER TABLE "listing_reports" ADD COLUMN "address_hash" text;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "device_hash" text;--> statement-breakpoint
CREATE INDEX "listing_reports_reporter_idx" ON "listing_reports" USING btree ("reporter_id","created_at");