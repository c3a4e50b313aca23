import { z } from 'zod'
import { battleSchema, participantSchema } from './battles'
import { collectionSchema } from './collections'
import { leaderboardSchema, leaderboardWeekSchema, weeklyPrizeSchema } from './leaderboard'
import { productSchema } from './products'
import { queueOrderSchema } from './queue'

/**
 * Realtime channels (product.md 7.4, 13). A public channel carries nothing personal; an admin
 * channel is delivered only to sockets that opened with a valid admin session.
 */
export const realtimeChannels = {
  stock: 'public',
  orders: 'public',
  battles: 'public',
  live: 'public',
  categories: 'public',
  collections: 'public',
  tikkie: 'public',
  whatsapp: 'public',
  leaderboard: 'public',
  widgets: 'public',
  shipments: 'public',
  admin: 'admin',
} as const satisfies Record<string, 'public' | 'admin'>

export type RealtimeChannel = keyof typeof realtimeChannels
export const realtimeChannelSchema = z.enum(Object.keys(realtimeChannels) as [RealtimeChannel, ...RealtimeChannel[]])

/** What a browser sends. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: z.string().max(64) }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string().max(64) }),
  /**
   * The page shows the shop as its server read it from `at` (ms since the epoch, the server's clock;
   * decision 044): the hub answers 'resync' when a public event may have come since, else 'current'.
   */
  z.object({ type: z.literal('since'), at: z.number().int().nonnegative() }),
])
export type ClientMessage = z.infer<typeof clientMessageSchema>

const linkSchema = z.object({ url: z.string(), label: z.string(), isActive: z.boolean() })

/**
 * Events that modules publish. Each carries its channel, its type and the changed item, so a page
 * can update in place; a page that only refetches on `type` keeps working. Feature modules add their
 * events here (stock_update, order_update, battle_updated, …) with the item schema of their contract.
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ channel: z.literal('stock'), type: z.literal('stock_update'), product: productSchema }),
  z.object({ channel: z.literal('stock'), type: z.literal('product_created'), product: productSchema }),
  z.object({ channel: z.literal('stock'), type: z.literal('product_deleted'), productId: z.number().int() }),
  z.object({ channel: z.literal('orders'), type: z.literal('order_update'), order: queueOrderSchema }),
  /** The admin's Reset Data removed every order. */
  z.object({ channel: z.literal('orders'), type: z.literal('orders_reset') }),
  z.object({ channel: z.literal('battles'), type: z.literal('battle_created'), battle: battleSchema }),
  z.object({ channel: z.literal('battles'), type: z.literal('battle_updated'), battle: battleSchema }),
  z.object({ channel: z.literal('battles'), type: z.literal('battle_deleted'), battleId: z.number().int() }),
  z.object({ channel: z.literal('battles'), type: z.literal('participant_added'), participant: participantSchema }),
  z.object({ channel: z.literal('battles'), type: z.literal('participant_updated'), participant: participantSchema }),
  z.object({ channel: z.literal('collections'), type: z.literal('collection_updated'), collection: collectionSchema }),
  z.object({ channel: z.literal('collections'), type: z.literal('collection_deleted'), collectionId: z.number().int() }),
  z.object({ channel: z.literal('categories'), type: z.literal('category_added'), category: z.string() }),
  z.object({ channel: z.literal('categories'), type: z.literal('category_deleted'), category: z.string() }),
  z.object({ channel: z.literal('live'), type: z.literal('live_status_updated'), isLive: z.boolean() }),
  z.object({ channel: z.literal('tikkie'), type: z.literal('tikkie_link_updated'), link: linkSchema }),
  z.object({ channel: z.literal('whatsapp'), type: z.literal('whatsapp_link_updated'), link: linkSchema }),
  z.object({ channel: z.literal('widgets'), type: z.literal('refresh_widgets') }),
  /** Points changed (a paid order, Reset Data): the new top ten. */
  z.object({ channel: z.literal('leaderboard'), type: z.literal('leaderboard_updated'), leaderboard: leaderboardSchema }),
  /** A new week began: the week just archived (null when nobody scored) and the empty board. */
  z.object({
    channel: z.literal('leaderboard'),
    type: z.literal('leaderboard_reset'),
    week: leaderboardWeekSchema.nullable(),
    leaderboard: leaderboardSchema,
  }),
  z.object({ channel: z.literal('leaderboard'), type: z.literal('weekly_prize_updated'), prize: weeklyPrizeSchema.nullable() }),
  /**
   * Some shipment changed (its payment, packing, shipping), without saying which: a shipment's random
   * id is the key to its payment page and its status, so it is never broadcast; a buyer's page that
   * shows a shipment asks its own answer again (decision 022).
   */
  z.object({ channel: z.literal('shipments'), type: z.literal('shipments_changed') }),
  /** Admin only: a parcel or held order changed; the shipping desk refetches. */
  z.object({ channel: z.literal('admin'), type: z.literal('shipments_changed') }),
  /** Admin only: an order was created, paid, failed, completed or removed; admin pages refetch. */
  z.object({ channel: z.literal('admin'), type: z.literal('orders_changed') }),
  /** Admin only: money became owed back, or a refund started, went through or failed; 'Terugbetalingen' refetches. */
  z.object({ channel: z.literal('admin'), type: z.literal('refunds_changed') }),
  /** Admin only: an e-mail was held, sent, failed or made due again; the outbox's counts and list refetch (decision 038). */
  z.object({ channel: z.literal('admin'), type: z.literal('emails_changed') }),
  /** Admin only: a buyer withdrew from an order, or the seller decided on one; 'Herroepingen' refetches (decision 039). */
  z.object({ channel: z.literal('admin'), type: z.literal('withdrawals_changed') }),
])
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>

/** Replies of the hub itself, not tied to a channel's data. */
export const controlMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), channel: realtimeChannelSchema }),
  z.object({ type: z.literal('unsubscribed'), channel: realtimeChannelSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
  /** Events may have been missed (the server lost its event feed for a moment): refetch everything. */
  z.object({ type: z.literal('resync') }),
  /** No public event since the moment a 'since' named: what the page shows is current. */
  z.object({ type: z.literal('current') }),
])
export type ControlMessage = z.infer<typeof controlMessageSchema>

export type ServerMessage = RealtimeEvent | ControlMessage
