import { expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { loginAsAdmin, refuseUpgrade } from '#server/testing/test-app'
import { useSockets, useTestShop } from '#server/testing/use-test-shop'

const { shop } = useTestShop()
const sockets = useSockets(shop)
const open = (headers: Record<string, string> = {}) => sockets.open(headers)

const collectionDeleted: RealtimeEvent = { channel: 'collections', type: 'collection_deleted', collectionId: 3 }

test("subscribing to 'collections' answers {type: 'subscribed', channel: 'collections'}", async () => {
  const socket = await open()
  socket.send({ type: 'subscribe', channel: 'collections' })
  expect(await socket.next()).toEqual({ type: 'subscribed', channel: 'collections' })
})

test('a published event reaches its subscribers exactly as published, and only them', async () => {
  const collections = await open()
  collections.send({ type: 'subscribe', channel: 'collections' })
  expect(await collections.next()).toEqual({ type: 'subscribed', channel: 'collections' })
  const live = await open()
  live.send({ type: 'subscribe', channel: 'live' })
  expect(await live.next()).toEqual({ type: 'subscribed', channel: 'live' })

  await shop.app.realtime.publish(collectionDeleted)
  expect(await collections.next()).toEqual(collectionDeleted)

  // Events arrive in order: if the live socket had received the collection event, it would come first.
  const liveEvent: RealtimeEvent = { channel: 'live', type: 'live_status_updated', isLive: true }
  await shop.app.realtime.publish(liveEvent)
  expect(await live.next()).toEqual(liveEvent)
})

test('after unsubscribing a socket receives no more events of that channel', async () => {
  const socket = await open()
  socket.send({ type: 'subscribe', channel: 'collections' })
  socket.send({ type: 'subscribe', channel: 'widgets' })
  socket.send({ type: 'unsubscribe', channel: 'collections' })
  expect(await socket.next()).toEqual({ type: 'subscribed', channel: 'collections' })
  expect(await socket.next()).toEqual({ type: 'subscribed', channel: 'widgets' })
  expect(await socket.next()).toEqual({ type: 'unsubscribed', channel: 'collections' })

  await shop.app.realtime.publish(collectionDeleted)
  await shop.app.realtime.publish({ channel: 'widgets', type: 'refresh_widgets' })
  expect(await socket.next()).toEqual({ channel: 'widgets', type: 'refresh_widgets' })
})

test("an unknown channel answers {type: 'error', message: 'Onbekend kanaal.'}", async () => {
  const socket = await open()
  socket.send({ type: 'subscribe', channel: 'secrets' })
  expect(await socket.next()).toEqual({ type: 'error', message: 'Onbekend kanaal.' })
})

test('a message that is not JSON answers an error, and the socket keeps working', async () => {
  const socket = await open()
  socket.sendRaw('{subscribe to everything')
  expect(await socket.next()).toEqual({ type: 'error', message: messages.invalidInput })
  socket.send({ type: 'dance', channel: 'collections' })
  expect(await socket.next()).toEqual({ type: 'error', message: messages.invalidInput })

  socket.send({ type: 'subscribe', channel: 'collections' })
  expect(await socket.next()).toEqual({ type: 'subscribed', channel: 'collections' })
})

test("the 'admin' channel is refused without an admin session", async () => {
  const socket = await open({ cookie: 'packstroom_session=forged-0123456789abcdefghijklmnop' })
  socket.send({ type: 'subscribe', channel: 'admin' })
  expect(await socket.next()).toEqual({ type: 'error', message: 'Dit kanaal is alleen voor de administrator.' })
})

test("the 'admin' channel is open to a socket that connects with the admin session cookie", async () => {
  const socket = await open({ cookie: await loginAsAdmin(shop.app) })
  socket.send({ type: 'subscribe', channel: 'admin' })
  expect(await socket.next()).toEqual({ type: 'subscribed', channel: 'admin' })
})

test("a WebSocket upgrade from another site's page is refused with 403", async () => {
  const refused = await refuseUpgrade(sockets.url, { origin: 'https://evil.example' })
  expect(refused.status).toBe(403)
  expect(JSON.parse(refused.body)).toEqual({ message: messages.crossSiteRequest })

  // The shop's own pages connect fine.
  const own = await open({ origin: `http://${new URL(sockets.url).host}` })
  own.send({ type: 'subscribe', channel: 'live' })
  expect(await own.next()).toEqual({ type: 'subscribed', channel: 'live' })
})

test('the server closes the connection of a refused WebSocket upgrade', async () => {
  // Otherwise every refused attempt holds a socket for good, and app.close() waits for it forever.
  const refused = await refuseUpgrade(sockets.url, { origin: 'https://evil.example' })
  expect(refused.status).toBe(403)
  expect(refused.closedByServer).toBe(true)
})

test("a plain GET /ws, without the upgrade, answers 404 {message: 'Niet gevonden.'} like any unknown address", async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/ws' })
  expect(response.statusCode).toBe(404)
  expect(response.json()).toEqual({ message: messages.notFound })
})

test("a page sent with its data asks 'since' the moment its reads began: 'current' without a public event after it, 'resync' with one (decision 044)", async () => {
  const socket = await open()
  socket.send({ type: 'subscribe', channel: 'orders' })
  expect(await socket.next()).toEqual({ type: 'subscribed', channel: 'orders' })
  // Delivered (on PostgreSQL through LISTEN, after publish returns), then past the margin the hub
  // allows for two instances' clocks.
  await shop.app.realtime.publish({ channel: 'orders', type: 'orders_reset' })
  expect(await socket.next()).toEqual({ channel: 'orders', type: 'orders_reset' })
  await new Promise((resolve) => setTimeout(resolve, 300))
  const readsBegan = Date.now()
  socket.send({ type: 'since', at: readsBegan })
  expect(await socket.next()).toEqual({ type: 'current' })

  // An admin event changes nothing a public page shows.
  await shop.app.realtime.publish({ channel: 'admin', type: 'emails_changed' })
  socket.send({ type: 'since', at: readsBegan })
  expect(await socket.next()).toEqual({ type: 'current' })

  await shop.app.realtime.publish({ channel: 'orders', type: 'orders_reset' })
  expect(await socket.next()).toEqual({ channel: 'orders', type: 'orders_reset' })
  socket.send({ type: 'since', at: readsBegan })
  expect(await socket.next()).toEqual({ type: 'resync' })
})
