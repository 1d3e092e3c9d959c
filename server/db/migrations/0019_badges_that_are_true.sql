ALTER TABLE "users" ADD COLUMN "licence_checked_number" text;--> statement-breakpoint
-- Issue 30, item 4: a badge only for a number an admin saw. A check made before this column (issue 15) is kept only
-- when its audit record names the agent's current number; every other agent loses the badge until an admin checks.
UPDATE "users" AS u SET "licence_checked_number" = u."license_number"
WHERE u."licence_checked_at" IS NOT NULL AND u."user_type" = 'agent' AND u."license_number" IS NOT NULL
  AND u."license_number" = (
    SELECT a."details"->>'licenseNumber' FROM "audit_log" AS a
    WHERE a."target_type" = 'user' AND a."target_id" = u."id"::text AND a."action" = 'user.licence_check'
    ORDER BY a."created_at" DESC LIMIT 1
  );--> statement-breakpoint
UPDATE "users" SET "licence_checked_at" = NULL, "licence_checked_by" = NULL
WHERE "licence_checked_at" IS NOT NULL AND "licence_checked_number" IS NULL;
