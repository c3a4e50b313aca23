ALTER TABLE "products" ADD COLUMN "max_per_buyer" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "payments_open_address_idx" ON "payments" USING btree ("client_address") WHERE "payments"."client_address" is not null;--> statement-breakpoint
CREATE INDEX "payments_buyer_email_idx" ON "payments" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_per_buyer_positive" CHECK ("products"."max_per_buyer" is null or "products"."max_per_buyer" >= 1);