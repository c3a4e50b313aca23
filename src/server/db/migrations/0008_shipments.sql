CREATE TABLE "shipment_orders" (
	"shipment_id" uuid NOT NULL,
	"order_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shipment_orders_shipment_id_order_id_pk" PRIMARY KEY("shipment_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"kind" text NOT NULL,
	"payment_id" uuid,
	"status" text NOT NULL,
	"provider" text,
	"provider_payment_id" text,
	"checkout_url" text,
	"payment_status" text,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"late_status" text,
	"email" text NOT NULL,
	"tiktok_username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"ready_at" timestamp with time zone,
	"tracking_code" text,
	"shipped_at" timestamp with time zone,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_number_unique" UNIQUE("number"),
	CONSTRAINT "shipments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "shipments_kind_known" CHECK ("shipments"."kind" in ('request', 'checkout')),
	CONSTRAINT "shipments_status_known" CHECK ("shipments"."status" in ('awaiting_payment', 'to_pack', 'shipped', 'cancelled')),
	CONSTRAINT "shipments_payment_status_known" CHECK ("shipments"."payment_status" is null or "shipments"."payment_status" in ('open', 'paid', 'failed', 'canceled', 'expired')),
	CONSTRAINT "shipments_country_known" CHECK ("shipments"."country" in ('nederland', 'belgie')),
	CONSTRAINT "shipments_fee_not_negative" CHECK ("shipments"."fee_cents" >= 0),
	CONSTRAINT "shipments_checkout_has_payment" CHECK (("shipments"."kind" = 'checkout') = ("shipments"."payment_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "mail_messages" DROP CONSTRAINT "mail_messages_kind_known";--> statement-breakpoint
ALTER TABLE "order_page_links" ADD COLUMN "kind" text DEFAULT 'browser' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_orders" ADD CONSTRAINT "shipment_orders_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_orders" ADD CONSTRAINT "shipment_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_orders_one_active" ON "shipment_orders" USING btree ("order_id") WHERE "shipment_orders"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_per_checkout" ON "shipments" USING btree ("payment_id") WHERE "shipments"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "shipments_status_ready_idx" ON "shipments" USING btree ("status","ready_at");--> statement-breakpoint
CREATE INDEX "shipments_open_expiry_idx" ON "shipments" USING btree ("payment_status","expires_at");--> statement-breakpoint
CREATE INDEX "shipments_email_idx" ON "shipments" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_kind_known" CHECK ("mail_messages"."kind" in ('order_confirmation', 'pack_opened', 'order_links', 'parcel_shipped'));--> statement-breakpoint
ALTER TABLE "order_page_links" ADD CONSTRAINT "order_page_links_kind_known" CHECK ("order_page_links"."kind" in ('browser', 'email'));