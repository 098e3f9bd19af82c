-- Publishing through drafts. The public tables keep holding exactly what is public, so every
-- record of today stays public as it is: restaurants, outlets and doctors get published_at, which
-- ADD COLUMN ... DEFAULT now() fills in for every existing row. Drafts, versions and releases are
-- new tables; a record's first version is written from its public row when it is first needed
-- (server/services/publishing/versions.ts), so no field of today's records is copied or lost.
CREATE TABLE "publishing_heads" (
	"kind" text NOT NULL,
	"record_key" text NOT NULL,
	"version" integer NOT NULL,
	"draft" jsonb,
	"changed_by_email" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publishing_heads_kind_record_key_pk" PRIMARY KEY("kind","record_key")
);
--> statement-breakpoint
CREATE TABLE "record_versions" (
	"kind" text NOT NULL,
	"record_key" text NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"langs" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"actor_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_versions_kind_record_key_number_pk" PRIMARY KEY("kind","record_key","number")
);
--> statement-breakpoint
CREATE TABLE "release_items" (
	"release_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_key" text NOT NULL,
	"action" text NOT NULL,
	"langs" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "release_items_release_id_kind_record_key_pk" PRIMARY KEY("release_id","kind","record_key")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ran_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "releases_status_check" CHECK ("releases"."status" IN ('scheduled', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "release_items" ADD CONSTRAINT "release_items_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_items_record_idx" ON "release_items" USING btree ("kind","record_key");--> statement-breakpoint
CREATE INDEX "releases_due_idx" ON "releases" USING btree ("status","run_at");