CREATE TABLE "admin_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_device_id_admin_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."admin_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_device_idx" ON "login_failures" USING btree ("device_id","failed_at");