CREATE TABLE "admin_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"access_code" text NOT NULL,
	"last_used" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collections_name_unique" UNIQUE("name"),
	CONSTRAINT "collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"category" text NOT NULL,
	"collection_id" integer,
	"price_cents" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_price_not_negative" CHECK ("products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tiktok_username" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_entries_tiktok_username_unique" UNIQUE("tiktok_username"),
	CONSTRAINT "leaderboard_points_not_negative" CHECK ("leaderboard_entries"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_timer" (
	"id" serial PRIMARY KEY NOT NULL,
	"last_reset" timestamp with time zone NOT NULL,
	"next_reset" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_prize" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"value_cents" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer DEFAULT 1 NOT NULL,
	"product_id" integer,
	"payment_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"product_name" text NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"tiktok_username" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('awaiting_payment', 'pending', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" > 0),
	CONSTRAINT "orders_points_not_negative" CHECK ("orders"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pack_battle_participant" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_battle_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"is_paid" boolean DEFAULT false NOT NULL,
	"spot_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_spot_range" CHECK ("pack_battle_participant"."spot_number" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "pack_battle" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"product_name" text NOT NULL,
	"image_url" text NOT NULL,
	"max_spots" integer DEFAULT 10 NOT NULL,
	"spots_available" integer DEFAULT 10 NOT NULL,
	"price_per_spot" numeric(10, 2) NOT NULL,
	"tikkie_url" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"winner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pack_battle_max_spots_range" CHECK ("pack_battle"."max_spots" between 1 and 10),
	CONSTRAINT "pack_battle_spots_available_range" CHECK ("pack_battle"."spots_available" between 0 and "pack_battle"."max_spots"),
	CONSTRAINT "pack_battle_price_not_negative" CHECK ("pack_battle"."price_per_spot" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" integer NOT NULL,
	"shipping_method" text NOT NULL,
	"shipping_cost_cents" integer DEFAULT 0 NOT NULL,
	"tiktok_username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('open', 'paid', 'failed', 'canceled', 'expired')),
	CONSTRAINT "payments_amount_not_negative" CHECK ("payments"."amount_cents" >= 0),
	CONSTRAINT "payments_shipping_method_known" CHECK ("payments"."shipping_method" in ('live', 'postnl')),
	CONSTRAINT "payments_country_known" CHECK ("payments"."country" in ('nederland', 'belgie'))
);
--> statement-breakpoint
CREATE TABLE "live_status" (
	"id" serial PRIMARY KEY NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tikkie_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"label" text DEFAULT 'Betaal direct via Tikkie' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"label" text DEFAULT 'Word lid van onze WhatsApp community' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_prize" ADD CONSTRAINT "weekly_prize_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_battle_participant" ADD CONSTRAINT "pack_battle_participant_pack_battle_id_pack_battle_id_fk" FOREIGN KEY ("pack_battle_id") REFERENCES "public"."pack_battle"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_battle" ADD CONSTRAINT "pack_battle_winner_id_pack_battle_participant_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."pack_battle_participant"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_collection_idx" ON "products" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participant_battle_spot" ON "pack_battle_participant" USING btree ("pack_battle_id","spot_number");--> statement-breakpoint
CREATE INDEX "participant_battle_idx" ON "pack_battle_participant" USING btree ("pack_battle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pack_battle_one_active" ON "pack_battle" USING btree ("is_active") WHERE "pack_battle"."is_active";--> statement-breakpoint
CREATE INDEX "payments_open_expiry_idx" ON "payments" USING btree ("status","expires_at");