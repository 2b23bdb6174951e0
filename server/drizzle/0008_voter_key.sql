-- Votes are unique per voter key: an IPv4 address itself, an IPv6 address's /64 (poll creation groups addresses the same way).
CREATE FUNCTION voter_key(ip text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN ip ~ '^[0-9A-Fa-f:.]+$' AND position(':' in ip) > 0
    THEN network(set_masklen(ip::inet, 64))::text ELSE ip END
$$;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "voter_key" text;--> statement-breakpoint
-- Existing votes all stay counted: the first vote of each /64 in a poll takes the /64's key, any later one from the same /64 keeps its full address as its key (no /64 key contains it), so it still counts and the /64 votes no more.
UPDATE "votes" SET "voter_key" = CASE WHEN ranked.first THEN voter_key("votes"."voter_ip") ELSE "votes"."voter_ip" END
  FROM (SELECT "id", row_number() OVER (PARTITION BY "poll", voter_key("voter_ip") ORDER BY "id") = 1 AS first FROM "votes") AS ranked
  WHERE ranked."id" = "votes"."id";--> statement-breakpoint
ALTER TABLE "votes" ALTER COLUMN "voter_key" SET NOT NULL;--> statement-breakpoint
-- A process of the previous release, still serving while this one starts, inserts votes without a key.
CREATE FUNCTION votes_set_voter_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.voter_key := coalesce(NEW.voter_key, voter_key(NEW.voter_ip));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER votes_voter_key BEFORE INSERT ON "votes" FOR EACH ROW EXECUTE FUNCTION votes_set_voter_key();--> statement-breakpoint
DROP INDEX "votes_poll_voter_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "votes_poll_voter_key_idx" ON "votes" USING btree ("poll","voter_key");
