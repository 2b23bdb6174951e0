CREATE TABLE "candidates" (
	"election_id" integer NOT NULL,
	"id" integer NOT NULL,
	"constituency" integer NOT NULL,
	"name" text NOT NULL,
	"party" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "candidates_election_id_id_pk" PRIMARY KEY("election_id","id")
);
--> statement-breakpoint
CREATE TABLE "constituencies" (
	"election_id" integer NOT NULL,
	"number" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_latin" text NOT NULL,
	"district" text NOT NULL,
	"reserved" text,
	"held_by" text,
	"rounds_total" integer DEFAULT 0 NOT NULL,
	"rounds_counted" integer DEFAULT 0 NOT NULL,
	"winner" integer,
	"declared_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "constituencies_election_id_number_pk" PRIMARY KEY("election_id","number"),
	CONSTRAINT "constituencies_slug_unique" UNIQUE("election_id","slug"),
	CONSTRAINT "constituencies_reserved_check" CHECK ("constituencies"."reserved" is null or "constituencies"."reserved" in ('SC', 'ST'))
);
--> statement-breakpoint
CREATE TABLE "elections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"state" text,
	"counting_date" text NOT NULL,
	"seats" integer NOT NULL,
	"majority" integer NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elections_slug_unique" UNIQUE("slug"),
	CONSTRAINT "elections_kind_check" CHECK ("elections"."kind" in ('lok-sabha', 'vidhan-sabha', 'by-election')),
	CONSTRAINT "elections_status_check" CHECK ("elections"."status" in ('upcoming', 'counting', 'final'))
);
--> statement-breakpoint
CREATE TABLE "result_counts" (
	"election_id" integer NOT NULL,
	"constituency" integer NOT NULL,
	"candidate" integer NOT NULL,
	"round" integer NOT NULL,
	"votes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_counts_election_id_constituency_candidate_round_pk" PRIMARY KEY("election_id","constituency","candidate","round")
);
--> statement-breakpoint
CREATE TABLE "result_parties" (
	"election_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"short" text NOT NULL,
	"colour" text NOT NULL,
	"alliance" text,
	CONSTRAINT "result_parties_election_id_code_pk" PRIMARY KEY("election_id","code")
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constituencies" ADD CONSTRAINT "constituencies_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_counts" ADD CONSTRAINT "result_counts_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_parties" ADD CONSTRAINT "result_parties_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidates_constituency_idx" ON "candidates" USING btree ("election_id","constituency");