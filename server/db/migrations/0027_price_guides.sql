CREATE TABLE "price_guide_months" (
	"area" text NOT NULL,
	"property_type" text NOT NULL,
	"property_category" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"month" date NOT NULL,
	"listings" integer NOT NULL,
	"median_sll" numeric(18, 2),
	"low_sll" numeric(18, 2),
	"high_sll" numeric(18, 2),
	"sll_per_usd" numeric(12, 4) NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_guide_months_area_property_type_property_category_bedrooms_month_pk" PRIMARY KEY("area","property_type","property_category","bedrooms","month")
);
--> statement-breakpoint
CREATE TABLE "price_guide_stale" (
	"location" text NOT NULL,
	"property_type" text NOT NULL,
	"property_category" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_guide_stale_location_property_type_property_category_bedrooms_pk" PRIMARY KEY("location","property_type","property_category","bedrooms")
);
--> statement-breakpoint
CREATE INDEX "price_guide_months_month_idx" ON "price_guide_months" USING btree ("month");--> statement-breakpoint
-- custom: the triggers that mark a place's kind stale in the writer's own transaction (decision 0024). A side of a
-- change counts only when that version of the listing was live (approved, not archived): the guides count nothing
-- else, so a draft's edits or a pending listing's cost one comparison and no write.
CREATE OR REPLACE FUNCTION mark_price_guide_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'approved' AND NOT OLD.is_archived AND OLD.location IS NOT NULL AND OLD.property_category IS NOT NULL THEN
    INSERT INTO price_guide_stale (location, property_type, property_category, bedrooms)
    VALUES (OLD.location, OLD.property_type, OLD.property_category,
      coalesce(CASE WHEN OLD.property_category IN ('land', 'investment', 'commercial') THEN NULL ELSE OLD.bedrooms END, -1))
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'approved' AND NOT NEW.is_archived AND NEW.location IS NOT NULL AND NEW.property_category IS NOT NULL THEN
    INSERT INTO price_guide_stale (location, property_type, property_category, bedrooms)
    VALUES (NEW.location, NEW.property_type, NEW.property_category,
      coalesce(CASE WHEN NEW.property_category IN ('land', 'investment', 'commercial') THEN NULL ELSE NEW.bedrooms END, -1))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_price_guide_rows AFTER INSERT OR DELETE ON properties
  FOR EACH ROW EXECUTE FUNCTION mark_price_guide_stale();
--> statement-breakpoint
-- Only the columns a figure depends on: a view count or a title edit changes no price guide.
CREATE TRIGGER properties_price_guide_update AFTER UPDATE ON properties
  FOR EACH ROW WHEN ((OLD.status, OLD.is_archived, OLD.hidden_by_reports_at IS NULL, OLD.price_on_request, OLD.price_sll, OLD.price_usd,
      OLD.location, OLD.property_type, OLD.property_category, OLD.bedrooms, OLD.user_id)
    IS DISTINCT FROM (NEW.status, NEW.is_archived, NEW.hidden_by_reports_at IS NULL, NEW.price_on_request, NEW.price_sll, NEW.price_usd,
      NEW.location, NEW.property_type, NEW.property_category, NEW.bedrooms, NEW.user_id))
  EXECUTE FUNCTION mark_price_guide_stale();
--> statement-breakpoint
-- A lister suspended or reinstated: each of their live listings' kinds (bounded by their own listings).
CREATE OR REPLACE FUNCTION mark_lister_price_guides_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_guide_stale (location, property_type, property_category, bedrooms)
  SELECT DISTINCT p.location, p.property_type, p.property_category,
    coalesce(CASE WHEN p.property_category IN ('land', 'investment', 'commercial') THEN NULL ELSE p.bedrooms END, -1)
  FROM properties p
  WHERE p.user_id = NEW.id AND p.status = 'approved' AND NOT p.is_archived AND p.location IS NOT NULL AND p.property_category IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_price_guide_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.account_status IS DISTINCT FROM NEW.account_status)
  EXECUTE FUNCTION mark_lister_price_guides_stale();
--> statement-breakpoint
-- A new rate: this month's figures convert dollar prices at it, so every kind that has a figure this month.
CREATE OR REPLACE FUNCTION mark_rate_price_guides_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_guide_stale (location, property_type, property_category, bedrooms)
  SELECT substr(m.area, 7), m.property_type, m.property_category, m.bedrooms
  FROM price_guide_months m
  WHERE m.month = date_trunc('month', now() AT TIME ZONE 'UTC')::date AND m.area LIKE 'place:%'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER exchange_rates_price_guide AFTER INSERT OR UPDATE OR DELETE ON exchange_rates
  FOR EACH STATEMENT EXECUTE FUNCTION mark_rate_price_guides_stale();
--> statement-breakpoint
-- Every kind live today, so an existing database has its guides after the job's first turns.
INSERT INTO price_guide_stale (location, property_type, property_category, bedrooms)
SELECT DISTINCT location, property_type, property_category,
  coalesce(CASE WHEN property_category IN ('land', 'investment', 'commercial') THEN NULL ELSE bedrooms END, -1)
FROM properties
WHERE status = 'approved' AND NOT is_archived AND location IS NOT NULL AND property_category IS NOT NULL
ON CONFLICT DO NOTHING;
