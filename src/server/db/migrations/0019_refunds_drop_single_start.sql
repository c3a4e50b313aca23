ALTER TABLE "refunds" DROP CONSTRAINT "refunds_provider_refund_id_unique";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_refund_within_amount";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_known";--> statement-breakpoint
ALTER TABLE "refunds" DROP COLUMN "refund_cents";--> statement-breakpoint
ALTER TABLE "refunds" DROP COLUMN "provider_refund_id";--> statement-breakpoint
ALTER TABLE "refunds" DROP COLUMN "refused_starts";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('owed', 'pending', 'refunded', 'charged_back'));