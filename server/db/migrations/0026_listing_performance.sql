CREATE TABLE "listing_daily_stats" (
	"property_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"inquiries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_stats_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
CREATE TABLE "listing_inquiries" (
	"property_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_inquiries_property_id_person_id_pk" PRIMARY KEY("property_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD CONSTRAINT "listing_daily_stats_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_inquiries" ADD CONSTRAINT "listing_inquiries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_inquiries" ADD CONSTRAINT "listing_inquiries_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_daily_stats_day_idx" ON "listing_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "saved_listings_property_idx" ON "saved_listings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "viewings_property_idx" ON "viewings" USING btree ("property_id");--> statement-breakpoint
-- Custom part: who has already inquired (their first message to the lister about the listing), so a person who
-- wrote before this migration is not counted again; and the inquiries of the last 90 days, day by day, which
-- the messages still tell. Views have no such history (listing_views keeps two days): they start today.
INSERT INTO "listing_inquiries" ("property_id", "person_id", "created_at")
SELECT m."property_id", m."sender_id", min(m."created_at")
FROM "messages" m JOIN "properties" p ON p."id" = m."property_id" AND p."user_id" = m."receiver_id"
WHERE m."sender_id" <> m."receiver_id"
GROUP BY m."property_id", m."sender_id";--> statement-breakpoint
INSERT INTO "listing_daily_stats" ("property_id", "day", "inquiries")
SELECT "property_id", ("created_at" AT TIME ZONE 'UTC')::date, count(*)::int
FROM "listing_inquiries" WHERE "created_at" >= now() - interval '90 days'
GROUP BY 1, 2;
