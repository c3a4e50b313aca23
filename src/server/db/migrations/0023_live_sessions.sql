CREATE TABLE "live_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"replay_url" text
);
--> statement-breakpoint
CREATE TABLE "order_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"started_at" timestamp with time zone,
	"tapped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_openings" ADD CONSTRAINT "order_openings_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_sessions_one_open" ON "live_sessions" USING btree ((true)) WHERE "live_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "live_sessions_started_idx" ON "live_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_openings_session_order" ON "order_openings" USING btree ("session_id","order_id");--> statement-breakpoint
CREATE INDEX "order_openings_order_idx" ON "order_openings" USING btree ("order_id");