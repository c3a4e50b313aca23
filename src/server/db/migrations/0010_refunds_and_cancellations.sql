ALTER TABLE "mail_messages" DROP CONSTRAINT "mail_messages_kind_known";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_known";--> statement-breakpoint
DROP INDEX "refunds_payment_reason";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "refund_cents" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "status" text DEFAULT 'owed' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
-- Refunds written before decision 028: what they were for, their key, and those ticked off by hand.
UPDATE "refunds" SET
  "key" = "reason" || ':' || coalesce("payment_id"::text, 'refund-' || "id"),
  "description" = 'Pack Battle "' || "battle_title" || '", plek ' || "spot_number",
  "status" = CASE WHEN "refunded_at" IS NULL THEN 'owed' ELSE 'refunded' END,
  "provider" = CASE WHEN "refunded_at" IS NULL THEN NULL ELSE 'manual' END,
  "refund_cents" = CASE WHEN "refunded_at" IS NULL OR "amount_cents" = 0 THEN NULL ELSE "amount_cents" END;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "description" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" DROP COLUMN "battle_title";--> statement-breakpoint
ALTER TABLE "refunds" DROP COLUMN "spot_number";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_key_unique" UNIQUE("key");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id");--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_kind_known" CHECK ("mail_messages"."kind" in ('order_confirmation', 'pack_opened', 'order_links', 'parcel_shipped', 'order_cancelled', 'refund_started', 'battle_won'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('owed', 'pending', 'refunded', 'failed'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refund_within_amount" CHECK ("refunds"."refund_cents" is null or ("refunds"."refund_cents" > 0 and "refunds"."refund_cents" <= "refunds"."amount_cents"));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_known" CHECK ("refunds"."reason" in ('battle_closed', 'late_payment', 'participant_removed', 'battle_deleted', 'order_cancelled'));--> statement-breakpoint
-- Every change of an order's status follows the transition table of src/shared/domain/order-status.ts
-- (decision 028); sales/order-status.test.ts checks that the two agree.
CREATE FUNCTION "orders_status_transition"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" IS DISTINCT FROM OLD."status" AND (OLD."status", NEW."status") NOT IN (
    ('awaiting_payment', 'pending'), ('awaiting_payment', 'completed'), ('awaiting_payment', 'failed'),
    ('awaiting_payment', 'cancelled'), ('pending', 'completed'), ('pending', 'cancelled'),
    ('completed', 'cancelled'), ('failed', 'pending')
  ) THEN
    RAISE EXCEPTION 'order % may not go from % to %', OLD."id", OLD."status", NEW."status" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_status_transition" BEFORE UPDATE OF "status" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_status_transition"();
