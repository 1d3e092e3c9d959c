CREATE TABLE "listing_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_search_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "properties"."title" || ' ' || "properties"."description" || ' ' || "properties"."address")) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_vector_idx" ON "properties" USING gin ("search_vector");--> statement-breakpoint
-- custom: the listing generation row and the triggers that bump it in the writer's own transaction (decision 0010)
INSERT INTO "listing_generation" ("id", "value") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_listing_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_generation SET value = value + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Inserts and deletes bump once per statement (a bulk seed is one bump).
CREATE TRIGGER properties_generation_rows AFTER INSERT OR DELETE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_generation();
--> statement-breakpoint
-- An update bumps unless it changed only the view count (every listing view writes it) and updated_at.
CREATE TRIGGER properties_generation_update AFTER UPDATE ON properties
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'view_count' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'view_count' - 'updated_at'))
  EXECUTE FUNCTION bump_listing_generation();
--> statement-breakpoint
-- Photos appear on every card: attaching, reordering, moderating or deleting one changes the answers.
CREATE TRIGGER media_generation AFTER INSERT OR UPDATE OR DELETE ON media
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_generation();
--> statement-breakpoint
-- A lister's account status decides whether their listings are live, and their public details are on the cards
-- (a password change is neither).
CREATE TRIGGER users_generation_update AFTER UPDATE ON users
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'updated_at' - 'password_hash') IS DISTINCT FROM (to_jsonb(NEW) - 'updated_at' - 'password_hash'))
  EXECUTE FUNCTION bump_listing_generation();
--> statement-breakpoint
CREATE TRIGGER users_generation_delete AFTER DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_generation();
--> statement-breakpoint
-- Price filters and sorts convert at the current rate.
CREATE TRIGGER exchange_rates_generation AFTER INSERT OR UPDATE OR DELETE ON exchange_rates
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_generation();
