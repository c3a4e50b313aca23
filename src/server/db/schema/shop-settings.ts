import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

export const liveStatus = pgTable('live_status', {
  id: serial('id').primaryKey(),
  isLive: boolean('is_live').notNull().default(false),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
})

export const tikkieLink = pgTable('tikkie_link', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  label: text('label').notNull().default('Betaal direct via Tikkie'),
  isActive: boolean('is_active').notNull().default(true),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
})

export const whatsappLink = pgTable('whatsapp_link', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  label: text('label').notNull().default('Word lid van onze WhatsApp community'),
  isActive: boolean('is_active').notNull().default(true),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
})
