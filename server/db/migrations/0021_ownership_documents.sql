CREATE TABLE "listing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"uploader_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "documents_seen_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "documents_seen_by" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "documents_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "documents_review" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "documents_request_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "documents_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_documents" ADD CONSTRAINT "listing_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_documents" ADD CONSTRAINT "listing_documents_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_documents_property_idx" ON "listing_documents" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_documents_sha256_idx" ON "listing_documents" USING btree ("sha256");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_documents_seen_by_users_id_fk" FOREIGN KEY ("documents_seen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_live_documents_seen_idx" ON "properties" USING btree ("created_at","id") WHERE status = 'approved' and is_archived = false and cardinality(documents_seen_kinds) > 0;