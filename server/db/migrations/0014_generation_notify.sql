-- custom: on the embedded database (PGlite, one process) the bump also notifies, so the server keeps the
-- generation in memory instead of reading it on every request (server/db/listing-generation.ts). Elsewhere the
-- setting is unset and nothing is sent: PostgreSQL's servers read the row, which stays exact across processes.
CREATE OR REPLACE FUNCTION bump_listing_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_generation SET value = value + 1 WHERE id = 1;
  IF current_setting('salone.generation_notify', true) = 'on' THEN
    PERFORM pg_notify('salone_listing_generation', '');
  END IF;
  RETURN NULL;
END $$;
