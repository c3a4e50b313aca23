CREATE TABLE "withdrawal_orders" (
	"withdrawal_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"decision" text DEFAULT 'open' NOT NULL,
	"refusal_reason" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawal_orders_withdrawal_id_order_id_pk" PRIMARY KEY("withdrawal_id","order_id"),
	CONSTRAINT "withdrawal_orders_decision_known" CHECK ("withdrawal_orders"."decision" in ('open', 'granted', 'refused')),
	CONSTRAINT "withdrawal_orders_refusal_has_reason" CHECK (("withdrawal_orders"."decision" = 'refused') = ("withdrawal_orders"."refusal_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid,
	"via" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"order_number" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_via_known" CHECK ("withdrawals"."via" in ('order_page', 'form'))
);
--> statement-breakpoint
ALTER TABLE "mail_messages" DROP CONSTRAINT "mail_messages_kind_known";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_known";--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_orders_order_idx" ON "withdrawal_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "withdrawals_submitted_idx" ON "withdrawals" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "withdrawals_email_idx" ON "withdrawals" USING btree (lower("email"),"submitted_at");--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_kind_known" CHECK ("mail_messages"."kind" in ('order_confirmation', 'pack_opened', 'order_links', 'parcel_shipped', 'order_cancelled', 'refund_started', 'battle_won', 'withdrawal_received', 'withdrawal_refused'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_known" CHECK ("refunds"."reason" in ('battle_closed', 'late_payment', 'participant_removed', 'battle_deleted', 'order_cancelled', 'shipment_cancelled', 'withdrawal'));