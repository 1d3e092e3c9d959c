CREATE TABLE "viewing_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"property_id" uuid,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"hunter_id" uuid NOT NULL,
	"lister_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"proposed_times" jsonb NOT NULL,
	"proposed_by" text DEFAULT 'hunter' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"note" text,
	"reason" text,
	"last_acted_by" uuid,
	"last_acted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hunter_outcome" text,
	"lister_outcome" text,
	"day_reminder_at" timestamp with time zone,
	"hour_reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "viewing_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "viewing_hours" ADD CONSTRAINT "viewing_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_hours" ADD CONSTRAINT "viewing_hours_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_lister_id_users_id_fk" FOREIGN KEY ("lister_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_last_acted_by_users_id_fk" FOREIGN KEY ("last_acted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewing_hours_user_idx" ON "viewing_hours" USING btree ("user_id","property_id");--> statement-breakpoint
CREATE INDEX "viewings_hunter_idx" ON "viewings" USING btree ("hunter_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "viewings_lister_idx" ON "viewings" USING btree ("lister_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "viewings_hunter_created_idx" ON "viewings" USING btree ("hunter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "viewings_lister_slot_idx" ON "viewings" USING btree ("lister_id","scheduled_at") WHERE status = 'confirmed';--> statement-breakpoint
CREATE INDEX "viewings_day_reminder_due_idx" ON "viewings" USING btree ("scheduled_at") WHERE status = 'confirmed' and day_reminder_at is null;--> statement-breakpoint
CREATE INDEX "viewings_hour_reminder_due_idx" ON "viewings" USING btree ("scheduled_at") WHERE status = 'confirmed' and hour_reminder_at is null;--> statement-breakpoint
CREATE INDEX "viewings_created_idx" ON "viewings" USING btree ("created_at");