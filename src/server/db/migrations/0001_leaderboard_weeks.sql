CREATE TABLE "leaderboard_week_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"tiktok_username" text NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "leaderboard_week_entries_rank_positive" CHECK ("leaderboard_week_entries"."rank" >= 1)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"week_end" timestamp with time zone NOT NULL,
	"prize_product_name" text,
	"prize_value_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leaderboard_week_entries" ADD CONSTRAINT "leaderboard_week_entries_week_id_leaderboard_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."leaderboard_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_week_entries_rank" ON "leaderboard_week_entries" USING btree ("week_id","rank");--> statement-breakpoint
CREATE INDEX "leaderboard_weeks_end_idx" ON "leaderboard_weeks" USING btree ("week_end");--> statement-breakpoint
CREATE INDEX "leaderboard_entries_standing_idx" ON "leaderboard_entries" USING btree ("points" DESC NULLS LAST,"updated_at","tiktok_username");--> statement-breakpoint
ALTER TABLE "leaderboard_timer" ADD CONSTRAINT "leaderboard_timer_one_row" CHECK ("leaderboard_timer"."id" = 1);--> statement-breakpoint
ALTER TABLE "weekly_prize" ADD CONSTRAINT "weekly_prize_value_not_negative" CHECK ("weekly_prize"."value_cents" >= 0);--> statement-breakpoint
ALTER TABLE "weekly_prize" ADD CONSTRAINT "weekly_prize_period" CHECK ("weekly_prize"."end_date" > "weekly_prize"."start_date");