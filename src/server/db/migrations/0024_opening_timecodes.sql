CREATE TABLE "opening_timecodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"edge" text NOT NULL,
	"record_timecode" text,
	"stream_timecode" text,
	"chapter_marked" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overlay_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "overlay_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "opening_timecodes" ADD CONSTRAINT "opening_timecodes_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "opening_timecodes_edge" ON "opening_timecodes" USING btree ("session_id","order_id","edge");--> statement-breakpoint
CREATE INDEX "opening_timecodes_order_idx" ON "opening_timecodes" USING btree ("order_id");