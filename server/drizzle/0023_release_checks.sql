CREATE TABLE "release_checks" (
	"section" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"manifest" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
