CREATE TABLE "conversation_notices" (
	"receiver_id" uuid NOT NULL,
	"conversation_key" text NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_notices_receiver_id_conversation_key_pk" PRIMARY KEY("receiver_id","conversation_key")
);
--> statement-breakpoint
CREATE TABLE "saved_listings" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"price_at_save_usd" numeric(16, 2),
	"price_at_save_sll" numeric(18, 2),
	CONSTRAINT "saved_listings_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_sent_items" (
	"saved_search_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_sent_items_saved_search_id_property_id_item_key_pk" PRIMARY KEY("saved_search_id","property_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"channel" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"checked_until" timestamp with time zone DEFAULT now() NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortlist_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "notice_handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_notices" ADD CONSTRAINT "conversation_notices_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_listings" ADD CONSTRAINT "saved_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_listings" ADD CONSTRAINT "saved_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_sent_items" ADD CONSTRAINT "saved_search_sent_items_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_sent_items" ADD CONSTRAINT "saved_search_sent_items_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_links" ADD CONSTRAINT "shortlist_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_listings_user_idx" ON "saved_listings" USING btree ("user_id","saved_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe_idx" ON "saved_searches" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("next_check_at") WHERE frequency <> 'off';--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_links_token_idx" ON "shortlist_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "messages_notice_due_idx" ON "messages" USING btree ("created_at") WHERE read_at is null and notice_handled_at is null;--> statement-breakpoint
CREATE INDEX "price_history_changed_idx" ON "price_history" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "properties_live_approved_idx" ON "properties" USING btree ("approved_at") WHERE status = 'approved' and is_archived = false;--> statement-breakpoint
-- custom: messages already unread before this release get no notice (their senders wrote before notices existed)
UPDATE "messages" SET "notice_handled_at" = now() WHERE "notice_handled_at" IS NULL;
