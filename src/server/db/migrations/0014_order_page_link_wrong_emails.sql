ALTER TABLE "order_page_links" ADD COLUMN "wrong_emails" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_page_links" ADD COLUMN "wrong_emails_since" timestamp with time zone;