CREATE TABLE "shipment_holds" (
	"shipment_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_holds_shipment_id_payment_id_pk" PRIMARY KEY("shipment_id","payment_id"),
	CONSTRAINT "shipment_holds_reason_known" CHECK ("shipment_holds"."reason" in ('charged_back'))
);
--> statement-breakpoint
ALTER TABLE "shipment_holds" ADD CONSTRAINT "shipment_holds_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_holds" ADD CONSTRAINT "shipment_holds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_holds_payment_idx" ON "shipment_holds" USING btree ("payment_id");