CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_address" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_failures_failed_at_idx" ON "login_failures" USING btree ("failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("client_address","failed_at");--> statement-breakpoint
-- Orders completed before completed_at existed: the moment of the sale is the best known time. Live
-- orders are completed during the stream they were bought in, so the retention period starts there.
UPDATE "orders" SET "completed_at" = coalesce("paid_at", "created_at") WHERE "status" = 'completed' AND "completed_at" IS NULL;
