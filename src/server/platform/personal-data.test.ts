import { beforeAll, expect, test } from 'vitest'
import type { Battle, Participant } from '#shared/contracts/battles'
import { realtimeChannels, type RealtimeChannel } from '#shared/contracts/realtime'
import { payments } from '#server/db/schema'
import { addProduct, checkOut, createTestOrder, packBattleBody } from '#server/testing/admin-factories'
import {
  buyer,
  checkoutBody,
  clearShopData,
  insertParticipant,
  insertPayment,
  participantEmail,
  personalMarkers,
  settleDemoPayment,
} from '#server/testing/factories'
import { markersIn, readEveryPublicRoute } from '#server/testing/fuzz/public-reads'
import { listRealValues } from '#server/testing/fuzz/shop-fixture'
import { buildTestApp, type TestSocket } from '#server/testing/test-app'
import { useAdminShop } from '#server/testing/use-test-shop'

/**
 * Personal data (docs/reliability.md): no buyer's personal data leaks. Orders carry marker values in every personal field and
 * go through the real flows; meanwhile a socket without a session listens on every public channel,
 * and afterwards every public GET route is read without a session. No marker may turn up anywhere.
 * Routes and channels come from the route table and the channel list, so new ones are covered too.
 */
const publicChannels = (Object.keys(realtimeChannels) as RealtimeChannel[]).filter(
  (channel) => realtimeChannels[channel] === 'public',
)
// What an overlay asks for: paid orders since long ago.
const longAgo = '2000-01-01T00:00:00.000Z'

const shop = useAdminShop()
/** The order pages the checkouts opened (decision 021): the sweep reads them with their tokens. */
const orderPageTokens: string[] = []

beforeAll(async () => {
  await clearShopData(shop.database.db)
})

/** Every message the socket received until the marker event arrives (events arrive in order). */
async function drain(socket: TestSocket): Promise<Record<string, unknown>[]> {
  await shop.shop.app.realtime.publish({ channel: 'widgets', type: 'refresh_widgets' })
  const received: Record<string, unknown>[] = []
  for (;;) {
    const message = (await socket.next()) as Record<string, unknown>
    if (message.type === 'refresh_widgets') return received
    received.push(message)
  }
}

/** A shop's worth of orders and a Pack Battle, each with personal data, through the routes the shop uses. */
async function runTheShop(): Promise<void> {
  const booster = await addProduct(shop, { name: 'Booster Pack – Geheimvlam', stock: 30 })
  const byPost = { shippingMethod: 'postnl' }
  const paid = await checkOut(shop, [{ productId: booster.id, quantity: 2 }], byPost)
  await settleDemoPayment(shop.shop.app, paid, 'paid')
  const failed = await checkOut(shop, [{ productId: booster.id, quantity: 1 }])
  await settleDemoPayment(shop.shop.app, failed, 'failed')
  const canceled = await checkOut(shop, [{ productId: booster.id, quantity: 1 }], { country: 'belgie', ...byPost })
  await settleDemoPayment(shop.shop.app, canceled, 'canceled')
  await checkOut(shop, [{ productId: booster.id, quantity: 3 }]) // stays open, awaiting payment
  const withPage = await shop.anonymous('POST', '/api/payments', checkoutBody({ items: [{ productId: booster.id, quantity: 1 }] }))
  const { paymentId: pagePaymentId, orderPageToken } = withPage.json<{ paymentId: string; orderPageToken: string }>()
  await settleDemoPayment(shop.shop.app, pagePaymentId, 'paid')
  orderPageTokens.push(orderPageToken)
  // The live order's cards shipped on request with the order page's token, paid in the demo (decision
  // 022): the fee is a payment of its own, with the request's id, on the one demo page (decision 029).
  const shippingPage = await shop.anonymous('GET', `/api/shipping-page/${orderPageToken}`)
  const heldOrderIds = shippingPage.json<{ held: { orderId: number }[] }>().held.map((order) => order.orderId)
  const { firstName, lastName, street, houseNumber, postalCode, city, country } = buyer
  const address = { firstName, lastName, street, houseNumber, postalCode, city, country }
  const requested = await shop.anonymous('POST', '/api/shipping-requests', { token: orderPageToken, orderIds: heldOrderIds, address })
  expect(requested.statusCode, requested.body).toBe(201)
  const shipmentId = requested.json<{ id: string }>().id
  await settleDemoPayment(shop.shop.app, shipmentId)

  const manual = await createTestOrder(shop, booster.id, {
    tiktokUsername: 'handmatig',
    shippingInfo: {
      name: `${buyer.firstName} ${buyer.lastName}`,
      address: `${buyer.street} ${buyer.houseNumber}`,
      city: buyer.city,
      postalCode: buyer.postalCode,
      country: 'nederland',
    },
  })
  const paidOrders = (await shop.admin('GET', '/api/orders')).json<{ id: number; status: string }[]>()
  const toComplete = paidOrders.find((order) => order.status === 'pending' && order.id !== manual.id)
  expect(toComplete, 'a paid checkout order in the queue').toBeDefined()
  expect((await shop.admin('PATCH', `/api/orders/${toComplete?.id}`, { status: 'completed' })).statusCode).toBe(200)

  const created = await shop.admin('POST', '/api/pack-battles', packBattleBody({ title: 'Geheime Battle', isActive: true }))
  expect(created.statusCode, created.body).toBe(201)
  const battle = created.json<Battle>()
  const added = await shop.admin('POST', `/api/pack-battles/${battle.id}/participants`, { name: '@Pieter ', spotNumber: 1 })
  expect(added.statusCode, added.body).toBe(201)
  // No route sets a participant's e-mail yet; the column exists, so it gets a marker too.
  const withEmail = await insertParticipant(shop.database.db, battle.id, { name: 'spotjager', spotNumber: 2, email: participantEmail })
  for (const participant of [added.json<Participant>(), withEmail]) {
    const marked = await shop.admin('PATCH', `/api/pack-battles/participants/${participant.id}`, { isPaid: true })
    expect(marked.statusCode, marked.body).toBe(200)
  }
  const completed = await shop.admin('POST', `/api/pack-battles/${battle.id}/complete`, { winnerId: withEmail.id })
  expect(completed.statusCode, completed.body).toBe(200)

  // Spots bought in the shop (decision 023): one paid, one held while its buyer is still paying. The
  // held one's buyer is not named anywhere public, not even by their TikTok username.
  const spotBattle = await shop.admin('POST', '/api/pack-battles', packBattleBody({ title: 'Winkel Battle', isActive: true }))
  expect(spotBattle.statusCode, spotBattle.body).toBe(201)
  const spotsUrl = `/api/pack-battles/${spotBattle.json<Battle>().id}/spots`
  const boughtSpot = await shop.anonymous('POST', spotsUrl, { spotNumber: 1, tiktokUsername: '@Pieter ', email: buyer.email })
  expect(boughtSpot.statusCode, boughtSpot.body).toBe(200)
  const spot = boughtSpot.json<{ paymentId: string; orderPageToken: string }>()
  await settleDemoPayment(shop.shop.app, spot.paymentId, 'paid')
  orderPageTokens.push(spot.orderPageToken)
  // Another buyer (a +tag is another address, decision 017), so the open checkout below stays theirs.
  const heldSpot = await shop.anonymous('POST', spotsUrl, { spotNumber: 2, tiktokUsername: reservedBuyer, email: reservedEmail })
  expect(heldSpot.statusCode, heldSpot.body).toBe(200)
  const active = await shop.anonymous('GET', '/api/pack-battles/active')
  expect(active.json<Battle>().participants.map(({ spotNumber, name, reserved }) => ({ spotNumber, name, reserved }))).toEqual([
    { spotNumber: 1, name: 'pieter', reserved: false },
    { spotNumber: 2, name: '', reserved: true },
  ])
}

/** The TikTok username of a buyer whose spot is held while they pay: public only once paid (decision 023). */
const reservedBuyer = 'stille_spotkoper'
const reservedEmail = buyer.email.replace('@', '+spot@')

test('no public answer and no public realtime message carries a personal marker, through every flow', async () => {
  const socket = await shop.subscribe(publicChannels)
  await runTheShop()

  // The payments table holds every personal marker: the flows really carried them. The participant's
  // e-mail address is there too, on the cards they got when the battle was completed (decisions 028, 064).
  const stored = JSON.stringify(await shop.database.db.select().from(payments))
  expect(markersIn(stored, personalMarkers)).toEqual(personalMarkers)

  const messages = await drain(socket)
  const types = new Set(messages.map((message) => message.type))
  for (const type of ['stock_update', 'order_update', 'participant_added', 'participant_updated', 'battle_updated', 'shipments_changed']) {
    expect(types, `a public '${type}' message was heard`).toContain(type)
  }
  const leakingMessages = messages.filter((message) => markersIn(JSON.stringify(message), [...personalMarkers, reservedBuyer]).length > 0)
  expect(leakingMessages).toEqual([])

  const values = [...(await listRealValues(shop.database.db, 1_000)), longAgo, ...orderPageTokens]
  // The OBS overlay's routes open with its key (decision 062): read with one, as the overlay does.
  const overlayKey = (await shop.admin('POST', '/api/admin/overlay-keys')).json<{ key: string }>().key
  const reads = await readEveryPublicRoute(shop.shop.app, values, { authorization: `Bearer ${overlayKey}` })
  // Each public route answered something worth reading at least once (the WebSocket is listened to, not read).
  const answered = new Set(reads.filter((read) => read.status < 400).map((read) => read.route))
  const publicGets = shop.shop.app.routeTable.filter((route) => route.access === 'public' && route.method === 'GET')
  for (const route of publicGets.filter((entry) => entry.url !== '/ws')) {
    expect(answered, `GET ${route.url} answered 2xx or 3xx for one of the real ids`).toContain(route.url)
  }
  // No answer shows an address, not even the token's own checkout's on its shipping page: the form
  // gets it only for the checkout's e-mail address, by a POST (decision 031).
  const leaks = reads.flatMap((read) => {
    // A username the request itself names (the leaderboard standing of ?tiktokUsername=) is an echo, not a leak.
    const reservedMarkers = read.url.includes(reservedBuyer) ? [] : [reservedBuyer]
    const found = markersIn(read.text, [...personalMarkers, ...reservedMarkers])
    return found.length > 0 ? [`GET ${read.url} (${read.status}) shows ${found.join(', ')}`] : []
  })
  expect(leaks).toEqual([])
})

test('the sweep catches a careless public route that answers a payment row, and a careless message', async () => {
  await insertPayment(shop.database.db, [{ productId: null, quantity: 1 }])
  const careless = await buildTestApp({}, { database: shop.database })
  try {
    careless.app.get('/api/careless-buyers', { config: { access: 'public' } }, () =>
      careless.database.db.select().from(payments),
    )
    await careless.app.ready()
    const reads = await readEveryPublicRoute(careless.app, [])
    const leaking = reads.filter((read) => markersIn(read.text, personalMarkers).length > 0).map((read) => read.url)
    expect(leaking).toEqual(['/api/careless-buyers'])
  } finally {
    await careless.close()
  }

  const socket = await shop.subscribe(publicChannels)
  const carelessParticipant = { id: 1, battleId: 1, name: buyer.email, spotNumber: 1, isPaid: true, paidVia: 'tikkie' as const, reserved: false }
  await shop.shop.app.realtime.publish({ channel: 'battles', type: 'participant_added', participant: carelessParticipant })
  const heard = await drain(socket)
  expect(heard.map((message) => markersIn(JSON.stringify(message), personalMarkers))).toContainEqual(
    expect.arrayContaining([buyer.email]),
  )
})
