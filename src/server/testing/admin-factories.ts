import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { Collection } from '#shared/contracts/collections'
import type { Product } from '#shared/contracts/products'
import { messages } from '#shared/contracts/messages'
import type { RealtimeChannel, RealtimeEvent } from '#shared/contracts/realtime'
import { testOrderFor } from '#shared/domain/test-order'
import { checkOutInDemo } from './factories'
import {
  buildTestApp,
  connectSocket,
  injectAsAdmin,
  listenForSockets,
  loginAsAdmin,
  type TestApp,
  type TestSocket,
} from './test-app'
import { createTestDatabase, type TestDatabase } from './test-database'

/**
 * Helpers for the tests of the seller's back office: a listening shop with an admin session,
 * WebSocket subscribers, and the calls the admin pages make.
 */

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export type AdminShop = {
  database: TestDatabase
  shop: TestApp
  /** The `cookie` header of a logged-in admin. */
  cookie: string
  /** A request with the admin session. */
  admin(method: Method, url: string, payload?: InjectOptions['payload']): Promise<LightMyRequestResponse>
  /** The same request without a session. */
  anonymous(method: Method, url: string, payload?: InjectOptions['payload']): Promise<LightMyRequestResponse>
  /** A WebSocket subscribed to the channels (with the admin session when `asAdmin`), acknowledged. */
  subscribe(channels: RealtimeChannel[], options?: { asAdmin?: boolean }): Promise<TestSocket>
  /** Closes the sockets opened so far. */
  closeSockets(): void
  close(): Promise<void>
}

/** The whole shop on a database of its own, listening on a free port so /ws can be reached. */
export async function startAdminShop(): Promise<AdminShop> {
  const database = await createTestDatabase()
  let shop: TestApp | undefined
  try {
    shop = await buildTestApp({}, { database })
    const wsUrl = await listenForSockets(shop.app)
    return adminShopOn(database, shop, wsUrl, await loginAsAdmin(shop.app))
  } catch (error) {
    await shop?.close()
    await database.close()
    throw error
  }
}

function adminShopOn(database: TestDatabase, shop: TestApp, wsUrl: string, cookie: string): AdminShop {
  const sockets: TestSocket[] = []
  const closeSockets = () => {
    for (const socket of sockets.splice(0)) socket.close()
  }
  return {
    database,
    shop,
    cookie,
    admin: (method, url, payload) => injectAsAdmin(shop.app, cookie, { method, url, payload }),
    anonymous: (method, url, payload) => shop.app.inject({ method, url, payload }),
    async subscribe(channels, options = {}) {
      const socket = await connectSocket(wsUrl, options.asAdmin ? { cookie } : {})
      sockets.push(socket)
      for (const channel of channels) socket.send({ type: 'subscribe', channel })
      for (const channel of channels) {
        const answer = await nextMessage(socket, (m) => (m.type === 'subscribed' && m.channel === channel) || m.type === 'error')
        expect(answer, `subscribing to ${channel}`).toEqual({ type: 'subscribed', channel })
      }
      return socket
    },
    closeSockets,
    async close() {
      closeSockets()
      await shop.close()
      await database.close()
    },
  }
}

type Message = Record<string, unknown>

/**
 * The next message that matches, skipping others (events of earlier tests may still arrive: with
 * PostgreSQL they travel through NOTIFY). Fails when none arrives in time.
 */
export async function nextMessage(socket: TestSocket, matches: (message: Message) => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const remaining = deadline - Date.now()
    if (remaining <= 0) throw new Error('no matching WebSocket message in time')
    const message = (await socket.next(remaining)) as Message
    if (matches(message)) return message
  }
}

/** The next event of `type` on the socket. */
export const nextEvent = (socket: TestSocket, type: string, timeoutMs?: number) =>
  nextMessage(socket, (message) => message.type === type, timeoutMs)

/** The next event of the event's type on the socket is exactly that event. */
export async function expectEvent(socket: TestSocket, event: RealtimeEvent) {
  expect(await nextEvent(socket, event.type)).toEqual(event)
}

/** Every call answers 401 `{message}` without the admin session. */
export async function expectAdminOnly(shop: AdminShop, calls: [Method, string, InjectOptions['payload']?][]) {
  for (const [method, url, payload] of calls) {
    const response = await shop.anonymous(method, url, payload)
    expect({ call: `${method} ${url}`, status: response.statusCode }).toEqual({ call: `${method} ${url}`, status: 401 })
    expect(response.json()).toEqual({ message: messages.notAuthenticated })
  }
}

/** The order the test notification creates (product.md 7.3), with the given changes. */
export function testOrderBody(productId: number, overrides: Record<string, unknown> = {}) {
  return { ...testOrderFor(productId), ...overrides }
}

/** POST /api/orders as the admin; the created order. */
export async function createTestOrder(shop: AdminShop, productId: number, overrides: Record<string, unknown> = {}) {
  const response = await shop.admin('POST', '/api/orders', testOrderBody(productId, overrides))
  expect(response.statusCode, response.body).toBe(201)
  return response.json<AdminOrder>()
}

/** A buyer's checkout (POST /api/payments) with the demo provider; the payment id. */
export async function checkOut(
  shop: AdminShop,
  items: { productId: number; quantity: number }[],
  shippingDetails: Record<string, unknown> = {},
): Promise<string> {
  return (await checkOutInDemo(shop.shop.app, { items, shippingDetails })).paymentId
}

/** A public GET that must answer 200; its JSON. */
export async function readPublic<T>(shop: AdminShop, url: string): Promise<T> {
  const response = await shop.anonymous('GET', url)
  expect(response.statusCode, `GET ${url}`).toBe(200)
  return response.json<T>()
}

/** A valid POST /api/products body (product.md 5), with the given changes. */
export const productBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Booster Pack – Sterrenregen',
  imageUrl: 'https://cdn.example.nl/sterrenregen.png',
  category: 'Booster Packs',
  price: 549,
  stock: 12,
  ...overrides,
})

/** A valid POST /api/pack-battles body, with the given changes. */
export const packBattleBody = <T extends Record<string, unknown>>(overrides: T = {} as T) => ({
  title: 'Vrijdagavond Battle',
  description: 'Tien spots, één winnaar',
  productName: 'Booster Box – Nachtvlam',
  imageUrl: 'https://cdn.example.nl/battle.png',
  maxSpots: 10,
  pricePerSpot: '15,00',
  tikkieUrl: 'https://tikkie.me/pay/battle',
  ...overrides,
})

/** POST /api/products as the admin; the created product. */
export async function addProduct(shop: AdminShop, overrides: Record<string, unknown> = {}): Promise<Product> {
  const response = await shop.admin('POST', '/api/products', productBody(overrides))
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Product>()
}

/** POST /api/collections as the admin; the created collection. */
export async function addCollection(shop: AdminShop, body: { name: string; slug: string }): Promise<Collection> {
  const response = await shop.admin('POST', '/api/collections', body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Collection>()
}
