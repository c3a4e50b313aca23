CREATE TABLE "order_link_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_hash" text NOT NULL,
	"client_address" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_link_requests_email_idx" ON "order_link_requests" USING btree ("email_hash","requested_at");--> statement-breakpoint
CREATE INDEX "order_link_requests_address_idx" ON "order_link_requests" USING btree ("client_address","requested_at");--> statement-breakpoint
CREATE INDEX "order_link_requests_requested_at_idx" ON "order_link_requests" USING btree ("requested_at");