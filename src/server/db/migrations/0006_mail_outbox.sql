CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"payment_id" uuid,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"message_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_messages_key_unique" UNIQUE("key"),
	CONSTRAINT "mail_messages_status_known" CHECK ("mail_messages"."status" in ('pending', 'sending', 'sent', 'kept', 'failed')),
	CONSTRAINT "mail_messages_kind_known" CHECK ("mail_messages"."kind" in ('order_confirmation', 'pack_opened', 'order_links'))
);
--> statement-breakpoint
CREATE TABLE "order_page_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_page_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_page_links" ADD CONSTRAINT "order_page_links_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_due_idx" ON "mail_messages" USING btree ("next_attempt_at") WHERE "mail_messages"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "mail_messages_payment_idx" ON "mail_messages" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "order_page_links_payment_idx" ON "order_page_links" USING btree ("payment_id");