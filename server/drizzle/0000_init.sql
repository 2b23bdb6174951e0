CREATE TABLE "album_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"album" integer NOT NULL,
	"position" integer NOT NULL,
	"photo" text NOT NULL,
	"name" text NOT NULL,
	"des" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"photo" text NOT NULL,
	"des" text NOT NULL,
	"type" text NOT NULL,
	"m_title" text NOT NULL,
	"m_des" text NOT NULL,
	"m_keys" text NOT NULL,
	CONSTRAINT "albums_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"des" text NOT NULL,
	"photo" text NOT NULL,
	"link1" text NOT NULL,
	"link2" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breaking" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"c_code" text NOT NULL,
	CONSTRAINT "categories_c_code_unique" UNIQUE("c_code")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"sub" text NOT NULL,
	"des" text NOT NULL,
	"created_at" text NOT NULL,
	"received_at" timestamp(0) DEFAULT now() NOT NULL,
	"sender_ip" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gold" (
	"id" serial PRIMARY KEY NOT NULL,
	"keys" text NOT NULL,
	"values" text NOT NULL,
	"type" integer NOT NULL,
	"des" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horoscopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"des" text NOT NULL,
	CONSTRAINT "horoscopes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "market" (
	"id" serial PRIMARY KEY NOT NULL,
	"keys" text NOT NULL,
	"values" text NOT NULL,
	"type" integer NOT NULL,
	"des" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"state" text,
	"subtype" text,
	"photo" text NOT NULL,
	"des" text NOT NULL,
	"reporter" integer NOT NULL,
	"created_at" timestamp(0) NOT NULL,
	CONSTRAINT "news_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"poll_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by" text NOT NULL,
	"op1" text NOT NULL,
	"op2" text NOT NULL,
	"op3" text,
	"op4" text,
	"res1" integer DEFAULT 0 NOT NULL,
	"res2" integer DEFAULT 0 NOT NULL,
	"res3" integer DEFAULT 0 NOT NULL,
	"res4" integer DEFAULT 0 NOT NULL,
	"news_id" integer,
	"at_home" boolean DEFAULT false NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	CONSTRAINT "polls_poll_id_unique" UNIQUE("poll_id"),
	CONSTRAINT "polls_kind_check" CHECK ("polls"."kind" in ('site', 'user'))
);
--> statement-breakpoint
CREATE TABLE "popular" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "states_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"photo" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"c_code" text NOT NULL,
	CONSTRAINT "story_categories_c_code_unique" UNIQUE("c_code")
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"s_code" text NOT NULL,
	CONSTRAINT "subcategories_s_code_unique" UNIQUE("s_code")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll" integer NOT NULL,
	"option" smallint NOT NULL,
	"voter_ip" text NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	CONSTRAINT "votes_option_check" CHECK ("votes"."option" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "weather" (
	"id" serial PRIMARY KEY NOT NULL,
	"values" text NOT NULL,
	"des" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_album_albums_id_fk" FOREIGN KEY ("album") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_reporter_authors_id_fk" FOREIGN KEY ("reporter") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_poll_polls_id_fk" FOREIGN KEY ("poll") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_photos_album_idx" ON "album_photos" USING btree ("album","position");--> statement-breakpoint
CREATE INDEX "news_type_idx" ON "news" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "news_state_idx" ON "news" USING btree ("state");--> statement-breakpoint
CREATE INDEX "news_subtype_idx" ON "news" USING btree ("subtype");--> statement-breakpoint
CREATE INDEX "news_reporter_idx" ON "news" USING btree ("reporter");--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "polls_created_by_idx" ON "polls" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "stories_type_idx" ON "stories" USING btree ("type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "votes_poll_voter_idx" ON "votes" USING btree ("poll","voter_ip");