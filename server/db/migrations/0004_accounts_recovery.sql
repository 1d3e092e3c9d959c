CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"channel" text,
	"contact" text,
	"subject_key" text NOT NULL,
	"requester_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_subject_idx" ON "one_time_codes" USING btree ("purpose","subject_key","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_requester_idx" ON "one_time_codes" USING btree ("purpose","requester_hash","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
-- custom (accounts): a contact counts as verified when a verification code for it was used on the account.
UPDATE "users" SET "email_verified_at" = "updated_at" WHERE "is_verified" AND "email" IS NOT NULL AND EXISTS (SELECT 1 FROM "verification_codes" vc WHERE vc."user_id" = "users"."id" AND vc."method" = 'email' AND vc."consumed_at" IS NOT NULL AND lower(vc."contact") = lower("users"."email"));--> statement-breakpoint
UPDATE "users" SET "phone_verified_at" = "updated_at" WHERE "is_verified" AND "phone_number" IS NOT NULL AND EXISTS (SELECT 1 FROM "verification_codes" vc WHERE vc."user_id" = "users"."id" AND vc."method" = 'phone' AND vc."consumed_at" IS NOT NULL AND vc."contact" = "users"."phone_number");
