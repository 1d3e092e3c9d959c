ALTER TABLE "properties" ADD COLUMN "draft_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_user_draft_key_idx" ON "properties" USING btree ("user_id","draft_key");