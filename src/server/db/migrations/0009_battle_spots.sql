CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"battle_title" text NOT NULL,
	"spot_number" integer NOT NULL,
	"tiktok_username" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_reason_known" CHECK ("refunds"."reason" in ('battle_closed', 'late_payment', 'participant_removed')),
	CONSTRAINT "refunds_amount_not_negative" CHECK ("refunds"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "battle_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "spot_number" integer;--> statement-breakpoint
ALTER TABLE "pack_battle_participant" ADD COLUMN "paid_via" text DEFAULT 'tikkie' NOT NULL;--> statement-breakpoint
ALTER TABLE "pack_battle_participant" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "pack_battle" ADD COLUMN "shop_payments" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_reason" ON "refunds" USING btree ("payment_id","reason");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_battle_id_pack_battle_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."pack_battle"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_battle_participant" ADD CONSTRAINT "pack_battle_participant_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participant_payment_idx" ON "pack_battle_participant" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_battle_has_spot" CHECK ("orders"."battle_id" is null or "orders"."spot_number" is not null);--> statement-breakpoint
ALTER TABLE "pack_battle_participant" ADD CONSTRAINT "participant_paid_via_known" CHECK ("pack_battle_participant"."paid_via" in ('shop', 'tikkie'));