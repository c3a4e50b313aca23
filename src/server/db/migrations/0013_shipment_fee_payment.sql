ALTER TABLE "shipments" DROP CONSTRAINT "shipments_provider_payment_id_unique";--> statement-breakpoint
ALTER TABLE "shipments" DROP CONSTRAINT "shipments_payment_status_known";--> statement-breakpoint
DROP INDEX "shipments_open_expiry_idx";--> statement-breakpoint
ALTER TABLE "shipments" DROP COLUMN "provider";--> statement-breakpoint
ALTER TABLE "shipments" DROP COLUMN "provider_payment_id";--> statement-breakpoint
ALTER TABLE "shipments" DROP COLUMN "checkout_url";--> statement-breakpoint
ALTER TABLE "shipments" DROP COLUMN "payment_status";--> statement-breakpoint
ALTER TABLE "shipments" DROP COLUMN "expires_at";--> statement-breakpoint
ALTER TABLE "shipments" DROP COLUMN "settled_at";--> statement-breakpoint
ALTER TABLE "shipments" DROP COLUMN "late_status";--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_request_has_fee_payment" CHECK (("shipments"."kind" = 'request') = ("shipments"."fee_payment_id" is not null));