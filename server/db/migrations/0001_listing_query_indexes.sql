CREATE INDEX "properties_live_newest_idx" ON "properties" USING btree ("created_at","id") WHERE status = 'approved' and is_archived = false;--> statement-breakpoint
CREATE INDEX "properties_live_price_usd_idx" ON "properties" USING btree ("price_usd") WHERE status = 'approved' and is_archived = false;--> statement-breakpoint
CREATE INDEX "properties_live_price_sll_idx" ON "properties" USING btree ("price_sll") WHERE status = 'approved' and is_archived = false;--> statement-breakpoint
CREATE INDEX "properties_user_archived_idx" ON "properties" USING btree ("user_id","is_archived","created_at");--> statement-breakpoint
CREATE INDEX "properties_review_queue_idx" ON "properties" USING btree (coalesce("submitted_at", "created_at")) WHERE status = 'pending' and is_archived = false;