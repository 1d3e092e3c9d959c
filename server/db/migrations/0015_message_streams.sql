CREATE TABLE "message_streams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid,
	"process_id" uuid NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_streams" ADD CONSTRAINT "message_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_streams" ADD CONSTRAINT "message_streams_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_streams_user_idx" ON "message_streams" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "message_streams_process_idx" ON "message_streams" USING btree ("process_id");--> statement-breakpoint
-- custom: every deletion of sessions (sign-out, a password change or reset, signing out everywhere, a suspension,
-- a deleted account's cascade, expiry) is announced on the live channel by the statement that deletes them. A
-- NOTIFY is sent at commit, and only if the deletion commits, so every server process ends those sessions'
-- streams at once whichever code path deleted them (server/lib/live-events.ts, issue 28). Ids are sent in
-- batches of 100 per user to stay far below NOTIFY's 8,000-byte payload limit.
CREATE OR REPLACE FUNCTION announce_ended_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  batch record;
BEGIN
  FOR batch IN
    SELECT user_id, json_agg(id) AS ids
    FROM (SELECT user_id, id, (row_number() OVER (PARTITION BY user_id ORDER BY id) - 1) / 100 AS part FROM ended_sessions) numbered
    GROUP BY user_id, part
  LOOP
    PERFORM pg_notify('salone_live', json_build_object('type', 'sessions-ended', 'userId', batch.user_id, 'sessionIds', batch.ids)::text);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_ended AFTER DELETE ON sessions REFERENCING OLD TABLE AS ended_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_ended_sessions();
