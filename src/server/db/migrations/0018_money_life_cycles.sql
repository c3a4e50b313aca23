CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"held_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chargebacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider_chargeback_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"charged_back_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chargebacks_provider_chargeback_id_unique" UNIQUE("provider_chargeback_id"),
	CONSTRAINT "chargebacks_amount_not_negative" CHECK ("chargebacks"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refund_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'unknown' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"last_error" text,
	"resends" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_attempts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refund_attempts_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refund_attempts_status_known" CHECK ("refund_attempts"."status" in ('unknown', 'pending', 'refunded', 'failed')),
	CONSTRAINT "refund_attempts_amount_positive" CHECK ("refund_attempts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_known";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_known";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_known";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "charged_back_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_attempts" ADD CONSTRAINT "refund_attempts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chargebacks_payment_idx" ON "chargebacks" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refund_attempts_refund_idx" ON "refund_attempts" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_attempts_open_idx" ON "refund_attempts" USING btree ("status") WHERE "refund_attempts"."status" in ('unknown', 'pending');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('open', 'paid', 'failed', 'canceled', 'expired', 'charged_back'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_parts_within_amount" CHECK ("refunds"."refunded_cents" >= 0 and "refunds"."charged_back_cents" >= 0 and "refunds"."refunded_cents" + "refunds"."charged_back_cents" <= "refunds"."amount_cents");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_known" CHECK ("refunds"."reason" in ('battle_closed', 'late_payment', 'participant_removed', 'battle_deleted', 'order_cancelled', 'shipment_cancelled', 'withdrawal', 'chargeback_reversed', 'refunded_at_provider'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('owed', 'pending', 'refunded', 'failed', 'charged_back'));--> statement-breakpoint
-- Decision 052. Every refund started before it becomes an attempt of its own, under the key it was sent
-- with, so the reconciliation asks Mollie about it under that key; one that never stored Mollie's id is
-- unknown, which the reconciliation resolves. A refund paid back in part keeps the rest owed.
INSERT INTO "refund_attempts" ("refund_id", "amount_cents", "status", "idempotency_key", "provider", "provider_refund_id", "created_at", "settled_at", "updated_at")
SELECT "id", "refund_cents",
  CASE WHEN "status" = 'refunded' THEN 'refunded' WHEN "provider_refund_id" IS NULL THEN 'unknown' ELSE 'pending' END,
  'refund-' || "id" || '-' || "refused_starts", "provider", "provider_refund_id", coalesce("started_at", "created_at"), "refunded_at", "updated_at"
FROM "refunds"
WHERE "status" IN ('pending', 'refunded') AND "provider" IN ('mollie', 'demo') AND "refund_cents" IS NOT NULL;--> statement-breakpoint
UPDATE "refunds" SET "refunded_cents" = CASE WHEN "provider" = 'manual' THEN "amount_cents" ELSE coalesce("refund_cents", "amount_cents") END
WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "refunds" SET "status" = 'owed' WHERE "status" = 'failed' OR ("status" = 'refunded' AND "refunded_cents" < "amount_cents");--> statement-breakpoint
-- One trigger function for every life cycle (decision 052): a status may change only to a pair named in
-- the trigger's arguments, after the first, which names the row ('order', 'payment', ...). The pairs are
-- the tables of src/shared/domain/order-status.ts and money-status.ts; order-status.test.ts and
-- money-status.test.ts check that they agree. Orders gain pending → failed: a chargeback fails an order
-- not yet opened.
CREATE FUNCTION "status_transition"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" IS DISTINCT FROM OLD."status" AND NOT (OLD."status" || '>' || NEW."status") = ANY (TG_ARGV[1:]) THEN
    RAISE EXCEPTION '% % may not go from % to %', TG_ARGV[0], OLD."id", OLD."status", NEW."status" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "orders_status_transition" ON "orders";--> statement-breakpoint
DROP FUNCTION "orders_status_transition"();--> statement-breakpoint
CREATE TRIGGER "orders_status_transition" BEFORE UPDATE OF "status" ON "orders" FOR EACH ROW EXECUTE FUNCTION "status_transition"(
  'order', 'awaiting_payment>pending', 'awaiting_payment>completed', 'awaiting_payment>failed', 'awaiting_payment>cancelled',
  'pending>completed', 'pending>cancelled', 'pending>failed', 'completed>cancelled', 'failed>pending'
);--> statement-breakpoint
CREATE TRIGGER "payments_status_transition" BEFORE UPDATE OF "status" ON "payments" FOR EACH ROW EXECUTE FUNCTION "status_transition"(
  'payment', 'open>paid', 'open>failed', 'open>canceled', 'open>expired', 'paid>charged_back', 'charged_back>paid',
  'failed>paid', 'canceled>paid', 'expired>paid'
);--> statement-breakpoint
CREATE TRIGGER "refunds_status_transition" BEFORE UPDATE OF "status" ON "refunds" FOR EACH ROW EXECUTE FUNCTION "status_transition"(
  'refund', 'owed>pending', 'owed>refunded', 'owed>charged_back', 'pending>owed', 'pending>refunded', 'refunded>owed', 'charged_back>owed'
);--> statement-breakpoint
CREATE TRIGGER "refund_attempts_status_transition" BEFORE UPDATE OF "status" ON "refund_attempts" FOR EACH ROW EXECUTE FUNCTION "status_transition"(
  'refund attempt', 'unknown>pending', 'unknown>refunded', 'unknown>failed', 'pending>refunded', 'pending>failed', 'refunded>failed'
);
