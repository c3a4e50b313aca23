ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "fee_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_fee_payment_id_payments_id_fk" FOREIGN KEY ("fee_payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_fee_payment_id_unique" UNIQUE("fee_payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('checkout', 'shipping'));--> statement-breakpoint
-- Decision 029: a shipping request's fee becomes a payment like any other, under the shipment's own id
-- (so the provider's metadata and return URLs of requests still open keep pointing at it). Who paid is
-- copied; the address stays on the shipment alone.
INSERT INTO "payments" ("id", "purpose", "provider", "provider_payment_id", "checkout_url", "status", "amount_cents", "shipping_method", "shipping_cost_cents", "tiktok_username", "first_name", "last_name", "email", "street", "house_number", "postal_code", "city", "country", "expires_at", "settled_at", "late_status", "anonymised_at", "created_at", "updated_at")
SELECT "id", 'shipping', coalesce("provider", 'demo'), "provider_payment_id", "checkout_url", coalesce("payment_status", 'open'), "fee_cents", 'postnl', "fee_cents", "tiktok_username", "first_name", "last_name", "email", '', '', '', '', "country", coalesce("expires_at", "created_at"), "settled_at", "late_status", "anonymised_at", "created_at", "updated_at"
FROM "shipments" WHERE "kind" = 'request';--> statement-breakpoint
UPDATE "shipments" SET "fee_payment_id" = "id" WHERE "kind" = 'request';
