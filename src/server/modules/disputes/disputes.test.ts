import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { ShippingDesk } from '#shared/contracts/admin-shipments'
import type { DisputePack } from '#shared/contracts/dispute-pack'
import type { LiveSession } from '#shared/contracts/live-sessions'
import type { CreatedOverlayKey, OpeningTimecodesPost } from '#shared/contracts/obs-overlay'
import { messages } from '#shared/contracts/messages'
import { formatEuro } from '#shared/domain/money'
import { toTheSecond } from '#shared/domain/dispute-pack'
import { formatInShopTime, formatShopDay } from '#shared/domain/shop-time'
import { chargebacks, refunds } from '#server/db/schema'
import { expectAdminOnly } from '#server/testing/admin-factories'
import { insertProduct, paidCheckout } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'

// decision 063: the seller's evidence pack for a dispute, one order's page and its PDF.
const shop = useAdminShop({ clearBetweenTests: true })

const EMAIL = 'dossier.koper@example.nl'
const packUrl = (id: number) => `/api/admin/orders/${id}/dispute-pack`
const pdfUrl = (id: number) => `/api/admin/orders/${id}/dispute-pack.pdf`

async function readPack(id: number): Promise<DisputePack> {
  const response = await shop.admin('GET', packUrl(id))
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['cache-control']).toBe('no-store')
  return response.json<DisputePack>()
}

/** The PDF's text as a reader would copy it: one line, plain spaces. */
async function readPdfText(id: number): Promise<{ text: string; headers: Record<string, unknown> }> {
  const response = await shop.admin('GET', pdfUrl(id))
  expect(response.statusCode, response.body).toBe(200)
  const bytes = new Uint8Array(response.rawPayload)
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
  return { text: text.replaceAll('\u00a0', ' ').replace(/\s+/g, ' '), headers: response.headers }
}

const plain = (text: string) => text.replaceAll('\u00a0', ' ')
const goLive = async (isLive: boolean) => expect((await shop.admin('POST', '/api/live-status', { isLive })).statusCode).toBe(200)

/** A buyer's paid checkout of two boxes, shipped with PostNL; its order. */
/** The OBS overlay's key, made in the back office (decision 062). */
async function newOverlayKey(): Promise<string> {
  const response = await shop.admin('POST', '/api/admin/overlay-keys')
  expect(response.statusCode).toBe(201)
  return response.json<CreatedOverlayKey>().key
}

/** What the OBS overlay posts at an opening's edge. */
async function postTimecodes(key: string, body: OpeningTimecodesPost): Promise<void> {
  const response = await shop.shop.app.inject({ method: 'POST', url: '/api/overlay/openings/timecodes', headers: { authorization: `Bearer ${key}` }, payload: body })
  expect(response.statusCode, response.body).toBe(200)
}

async function paidPostnlOrder(): Promise<AdminOrder> {
  const product = await insertProduct(shop.database.db, { name: 'Booster Box – Nachtvlam', priceCents: 1250, stock: 10 })
  await paidCheckout(shop.shop.app, {
    items: [{ productId: product.id, quantity: 2 }],
    shippingDetails: { email: EMAIL, tiktokUsername: '@dossierkoper', shippingMethod: 'postnl' },
  })
  const orders = (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>()
  const order = orders.find((listed) => listed.tiktokUsername === 'dossierkoper')
  if (!order) throw new Error('no order of dossierkoper')
  return order
}

test('the pack and its PDF are the seller\'s only: 401 without the session', async () => {
  await expectAdminOnly(shop, [
    ['GET', packUrl(1)],
    ['GET', pdfUrl(1)],
  ])
})

test('an unknown order answers 404 in Dutch, for the page and the file', async () => {
  for (const url of [packUrl(999999), pdfUrl(999999)]) {
    const response = await shop.admin('GET', url)
    expect(response.statusCode, url).toBe(404)
    expect(response.json()).toEqual({ message: messages.orderNotFound })
  }
})

describe('an order opened on stream, shipped with PostNL, and withdrawn from', () => {
  test('the pack holds the order, the buyer, the payment, the opening with its replay, the parcel and the statement', async () => {
    const order = await paidPostnlOrder()
    const liveFrom = new Date()
    await goLive(true)
    const key = await newOverlayKey()
    await postTimecodes(key, { orderId: order.id, edge: 'start', recordTimecode: '00:12:03.250', streamTimecode: '00:14:40.000', chapterMarked: true })
    const tapAt = new Date()
    expect((await shop.admin('PATCH', `/api/orders/${order.id}`, { status: 'completed', tappedAt: tapAt.toISOString() })).statusCode).toBe(200)
    await postTimecodes(key, { orderId: order.id, edge: 'end', recordTimecode: '00:14:10.500', streamTimecode: null, chapterMarked: false })
    await goLive(false)
    const [session] = (await shop.admin('GET', '/api/admin/live-sessions')).json<LiveSession[]>()
    const replayUrl = 'https://www.youtube.com/watch?v=packstroom1'
    expect((await shop.admin('PATCH', `/api/admin/live-sessions/${session!.id}`, { replayUrl })).statusCode).toBe(200)

    const desk = (await shop.admin('GET', '/api/admin/shipments')).json<ShippingDesk>()
    const parcel = desk.toPack[0]
    if (!parcel) throw new Error('the opened PostNL order has no parcel')
    const shipped = await shop.admin('POST', `/api/admin/shipments/${parcel.id}/shipped`, { trackingCode: '3SABCD1234567' })
    expect(shipped.statusCode, shipped.body).toBe(200)

    const pack = await readPack(order.id)
    const number = pack.order.orderNumber
    expect(number).toMatch(/^[0-9A-F]{8}$/)
    const statement = await shop.anonymous('POST', '/api/withdrawals', { via: 'form', orderNumber: number, name: 'Dossier Koper', email: EMAIL })
    expect(statement.statusCode, statement.body).toBe(201)

    const after = await readPack(order.id)
    expect(after.order).toMatchObject({ id: order.id, status: 'completed', tiktokUsername: 'dossierkoper', battleSpot: false })
    expect(after.lines).toEqual([{ orderId: order.id, productName: 'Booster Box – Nachtvlam', quantity: 2, unitPriceCents: 1250, status: 'completed' }])
    expect(after.buyer).toMatchObject({ name: 'Fennegien Oosterwoldt', email: EMAIL, street: 'Geheimhoudingsstraat 17b-Verstopt', postalCode: '9999 ZX', city: 'Verborgenveen', anonymised: false })
    expect(after.payment).toMatchObject({ provider: 'demo', status: 'paid', amountCents: 2 * 1250 + 495, shippingMethod: 'postnl', shippingCostCents: 495, refunds: [], chargebacks: [] })
    expect(after.payment.settledAt).not.toBeNull()

    const opening = after.opening
    if (!opening) throw new Error('no opening in the pack')
    expect(Date.parse(opening.sessionStartedAt)).toBeGreaterThanOrEqual(liveFrom.getTime() - 1000)
    expect(opening.startedAt).not.toBeNull()
    expect(opening.tappedAt).toBe(tapAt.toISOString())
    expect(opening.replayUrl).toBe(replayUrl)
    const seconds = Math.max(0, Math.floor((Date.parse(opening.startedAt!) - Date.parse(opening.sessionStartedAt)) / 1000))
    expect(opening.replay).toEqual({ url: `${replayUrl}&t=${seconds}s`, minute: null })

    expect(after.recording).toMatchObject({
      start: { edge: 'start', recordTimecode: '00:12:03.250', streamTimecode: '00:14:40.000', chapterMarked: true },
      end: { edge: 'end', recordTimecode: '00:14:10.500', streamTimecode: null },
    })
    expect(after.shipment).toMatchObject({ reference: parcel.reference, status: 'shipped', held: false, trackingCode: '3SABCD1234567' })
    expect(after.shipment?.trackingUrl).toBe('https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-9999ZX')
    expect(after.shipment?.shippedAt).not.toBeNull()
    expect(after.withdrawal).toMatchObject({ decision: 'open', decidedAt: null })

    const { text, headers } = await readPdfText(order.id)
    expect(headers['content-type']).toBe('application/pdf')
    expect(headers['cache-control']).toBe('no-store')
    expect(headers['content-disposition']).toBe(`attachment; filename="bewijsdossier-${number}-${order.id}.pdf"`)
    for (const expected of [
      `Bewijsdossier bestelling ${number}`,
      '2× Booster Box – Nachtvlam',
      plain(formatEuro(2500)),
      plain(`Totaal van de betaling ${formatEuro(2995)}`),
      'Fennegien Oosterwoldt',
      EMAIL,
      'Geheimhoudingsstraat 17b-Verstopt',
      `Live gestart om ${toTheSecond(opening.sessionStartedAt)}`,
      `'Nu aan de beurt' om ${toTheSecond(opening.startedAt!)}`,
      `'Afronden' getikt om ${toTheSecond(opening.tappedAt)}`,
      opening.replay!.url,
      'Opname bij de start 00:12:03.250',
      'Opname bij afronden 00:14:10.500',
      'Stream bij afronden OBS streamde niet',
      `Hoofdstuk in de opname Bestelling ${number} · @dossierkoper`,
      'Vervoerder PostNL',
      `Pakket ${parcel.reference}`,
      'Track & trace 3SABCD1234567',
      'Verklaring ontvangen op',
    ]) {
      expect(text, expected).toContain(expected)
    }
    expect(text).not.toContain('Nog geen opname ingesteld')
  })
})

describe('an order opened outside a live, with money owed back and taken back by the bank', () => {
  test('the pack says it was not opened during a live, that nothing was shipped, and lists the refund and the chargeback', async () => {
    const order = await paidPostnlOrder()
    // Opened while not live; then a refund owed and a chargeback, as sales records them (decision 052).
    expect((await shop.admin('PATCH', `/api/orders/${order.id}`, { status: 'completed' })).statusCode).toBe(200)
    const before = await readPack(order.id)
    expect(await shop.database.db.select().from(refunds)).toEqual([])
    const [payment] = await shop.database.db.query.payments.findMany()
    await shop.database.db.insert(refunds).values({
      key: `withdrawal:${order.id}`,
      paymentId: payment!.id,
      orderId: order.id,
      reason: 'withdrawal',
      description: '2× Booster Box – Nachtvlam',
      amountCents: 2995,
      refundedCents: 1000,
      status: 'owed',
      tiktokUsername: 'dossierkoper',
      email: EMAIL,
    })
    const chargedBackAt = new Date('2026-11-20T10:00:00Z')
    await shop.database.db.insert(chargebacks).values({
      paymentId: payment!.id,
      providerChargebackId: 'chb_dossier1',
      amountCents: 2995,
      reason: 'AC04: Rekening opgeheven',
      chargedBackAt,
    })

    const pack = await readPack(order.id)
    expect(before.opening).toBeNull()
    expect(pack.opening).toBeNull()
    expect(pack.shipment).toMatchObject({ status: 'to_pack', trackingCode: null, trackingUrl: null })
    expect(pack.withdrawal).toBeNull()
    expect(pack.cardsKept).toBeNull()
    expect(pack.payment.refunds).toEqual([
      expect.objectContaining({ orderId: order.id, reason: 'withdrawal', amountCents: 2995, refundedCents: 1000, status: 'owed' }),
    ])
    expect(pack.payment.chargebacks).toEqual([
      { amountCents: 2995, reason: 'AC04: Rekening opgeheven', chargedBackAt: chargedBackAt.toISOString(), reversedAt: null },
    ])

    const { text } = await readPdfText(order.id)
    for (const expected of [
      'Niet tijdens een live geopend',
      'Terugbetaling: Herroeping',
      plain(`${formatEuro(2995)} nog terug te betalen`),
      plain(`${formatEuro(1000)} terugbetaald`),
      plain(`Terugboeking door de bank ${formatEuro(2995)} op ${formatInShopTime(chargedBackAt, 'moment')} · reden: AC04: Rekening opgeheven`),
      'Track & trace Nog geen code',
      'Geen herroeping ontvangen.',
    ]) {
      expect(text, expected).toContain(expected)
    }
    expect(text).not.toContain('Live gestart om')
  })

  test('a live order nobody shipped says its cards are kept for the buyer until the last day, and a replay not yet pasted says so', async () => {
    const product = await insertProduct(shop.database.db, { name: 'Booster Pack – Proefvlam', priceCents: 499, stock: 10 })
    await paidCheckout(shop.shop.app, { items: [{ productId: product.id, quantity: 1 }], shippingDetails: { tiktokUsername: '@livekoper' } })
    const order = (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>().find((listed) => listed.tiktokUsername === 'livekoper')
    await goLive(true)
    expect((await shop.admin('PATCH', `/api/orders/${order!.id}`, { status: 'completed' })).statusCode).toBe(200)

    const pack = await readPack(order!.id)
    expect(pack.opening).toMatchObject({ replayUrl: null, replay: null })
    expect(pack.shipment).toBeNull()
    expect(pack.cardsKept).toMatchObject({ state: 'held' })
    const lastDay = formatShopDay(pack.cardsKept!.lastDay!)
    const { text } = await readPdfText(order!.id)
    expect(text).toContain('Opname Nog geen opname ingesteld')
    expect(text).toContain(`Geen verzending. De kaarten worden voor de koper bewaard tot ${lastDay}; de koper kan verzending aanvragen.`)
  })
})
