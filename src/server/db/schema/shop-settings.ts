import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { messages } from '#shared/contracts/messages'

export const liveStatus = pgTable('live_status', {
  id: serial('id').primaryKey(),
  isLive: boolean('is_live').notNull().default(false),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
})

export const tikkieLink = pgTable('tikkie_link', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  label: text('label').notNull().default(messages.tikkieLinkLabel),
  isActive: boolean('is_active').notNull().default(true),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
})

export const whatsappLink = pgTable('whatsapp_link', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  label: text('label').notNull().default(messages.whatsappLinkLabel),
  isActive: boolean('is_active').notNull().default(true),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
})
