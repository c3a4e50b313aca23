ALTER TABLE "withdrawals" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "withdrawals_client_idx" ON "withdrawals" USING btree ("client_address","submitted_at") WHERE "withdrawals"."client_address" is not null;--> statement-breakpoint
CREATE INDEX "withdrawals_payment_idx" ON "withdrawals" USING btree ("payment_id","submitted_at");