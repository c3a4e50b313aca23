-- Decision 064: the battles from before the choice keep what they were, 'winner_takes_all'; a new battle is 'own_packs'.
ALTER TABLE "pack_battle" ADD COLUMN "format" text DEFAULT 'winner_takes_all' NOT NULL;--> statement-breakpoint
ALTER TABLE "pack_battle" ALTER COLUMN "format" SET DEFAULT 'own_packs';--> statement-breakpoint
ALTER TABLE "pack_battle" ADD CONSTRAINT "pack_battle_format_known" CHECK ("pack_battle"."format" in ('own_packs', 'winner_takes_all'));
