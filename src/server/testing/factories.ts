import { eq, sql } from 'drizzle-orm'
import type { DemoPayment } from '#shared/contracts/checkout'
import type { PaymentStatus } from '#shared/domain/order-status'
import type { Country, ShippingMethod } from '#shared/domain/shipping'
import type { App } from '#server/app'
import type { Db } from '#server/db/db'
import {
  collections,
  liveStatus,
  orders,
  packBattleParticipants,
  packBattles,
  payments,
  products,
  shipmentOrders,
  shipments,
  tikkieLink,
  whatsappLink,
} from '#server/db/schema'
import type { NewProviderRefund, PaymentProvider, ProviderRefundStatus } from '#server/modules/sales/providers/payment-provider'

/**
 * Rows for API tests, written straight to the database with Drizzle: each helper fills in
 * sensible defaults and returns the inserted row. Money is the exception: a test outside sales makes
 * a checkout and pays it through the shop's API (checkOutInDemo, settleDemoPayment, paidCheckout);
 * insertPayment and insertShippingFee write sales' rows straight, for a scene the API cannot make
 * (orders paid at a given moment, a row from before a rule), and a test that uses them says why.
 */

type NewProduct = typeof products.$inferInsert
type NewBattle = typeof packBattles.$inferInsert
type NewParticipant = typeof packBattleParticipants.$inferInsert
type OrderRow = typeof orders.$inferSelect

/** Empties every table the storefront tests write to; the seeded collections and categories stay. */
export async function clearShopData(db: Db): Promise<void> {
  await db.execute(sql`truncate table payments, orders, products, leaderboard_entries, weekly_prize,
    pack_battle, pack_battle_participant, live_status, tikkie_link, whatsapp_link, live_sessions, order_openings, opening_timecodes, overlay_keys cascade`)
}

export async function insertProduct(db: Db, overrides: Partial<NewProduct> = {}) {
  const [row] = await db
    .insert(products)
    .values({
      name: 'Booster Pack – Testvlam',
      imageUrl: '/demo/booster-pack-violet.svg',
      category: 'Booster Packs',
      priceCents: 549,
      stock: 10,
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('insertProduct returned no row')
  return row
}

export async function findProduct(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id))
  return row
}

/**
 * A product row as the API shows it (product.md 3.3), written out for a test to compare answers and
 * messages with: the stock level is the test's to state.
 */
export function productAnswer(row: typeof products.$inferSelect, stockLevel: string) {
  const { id, name, imageUrl, priceCents: price, stock, category, collectionId } = row
  return { id, name, imageUrl, price, stock, stockLevel, category, collectionId }
}

/** The ten collections of product.md 2.1 the seed makes, [slug, name] in menu order. */
export const seededCollections = [
  ['booster-packs', 'Booster Packs'],
  ['booster-boxen', 'Booster Boxen'],
  ['elite-trainer-box', 'Elite Trainer Box'],
  ['booster-bundles', 'Booster Bundles'],
  ['collection-boxen', 'Collection Boxen'],
  ['tins-blisters', 'Tins/Blisters'],
  ['japans-chinees', 'Japans/Chinees'],
  ['vintage', 'Vintage'],
  ['pullbox', 'Pullbox'],
  ['mystery', 'Mystery'],
] as const

/** A seeded collection by its slug (the ten of product.md 2.1 exist in every test database). */
export async function getCollection(db: Db, slug: string) {
  const [row] = await db.select().from(collections).where(eq(collections.slug, slug))
  if (!row) throw new Error(`no collection ${slug}`)
  return row
}

export async function insertBattle(db: Db, overrides: Partial<NewBattle> = {}) {
  const [row] = await db
    .insert(packBattles)
    .values({
      title: 'Vrijdagavond Battle',
      description: 'Tien spots, één winnaar',
      productName: 'Booster Box – Nachtvlam',
      imageUrl: 'https://cdn.example.nl/battle.png',
      pricePerSpot: '15',
      tikkieUrl: 'https://tikkie.me/pay/battle',
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('insertBattle returned no row')
  return row
}

export async function insertParticipant(
  db: Db,
  packBattleId: number,
  overrides: Partial<Omit<NewParticipant, 'packBattleId'>> = {},
) {
  const [row] = await db
    .insert(packBattleParticipants)
    .values({ packBattleId, name: 'kaartfan', spotNumber: 1, ...overrides })
    .returning()
  if (!row) throw new Error('insertParticipant returned no row')
  return row
}

export async function setLiveStatus(db: Db, isLive: boolean): Promise<void> {
  await db.insert(liveStatus).values({ isLive })
}

export async function setShopLink(
  db: Db,
  kind: 'tikkie' | 'whatsapp',
  link: { url: string; label?: string; isActive?: boolean },
): Promise<void> {
  await db.insert(kind === 'tikkie' ? tikkieLink : whatsappLink).values(link)
}

/**
 * The buyer every checkout body uses. Each value is distinctive, so a test can prove that none of
 * it leaks into a public answer or realtime message.
 */
export const buyer = {
  tiktokUsername: '@Pieter ',
  firstName: 'Fennegien',
  lastName: 'Oosterwoldt',
  email: 'fennegien.oosterwoldt@example.nl',
  street: 'Geheimhoudingsstraat',
  // A house number with an addition, long enough that no id or hash contains it by chance.
  houseNumber: '17b-Verstopt',
  postalCode: '9999 ZX',
  city: 'Verborgenveen',
  country: 'nederland',
  shippingMethod: 'live',
} as const

/** Where the parcel goes: the buyer's markers, so a test can prove none of it leaks. */
export function parcelAddress(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    street: buyer.street,
    houseNumber: buyer.houseNumber,
    postalCode: buyer.postalCode,
    city: buyer.city,
    country: 'nederland' as Country,
    ...overrides,
  }
}

/** A Pack Battle participant's e-mail address (the column exists; only the admin may ever see it). */
export const participantEmail = 'spotjager.onzichtbaar@example.nl'

/**
 * Every personal column of a payment (first and last name, e-mail and its local part, street, house
 * number, postal code, city) as `buyer` fills it, and a participant's e-mail: none may appear in a
 * public answer or message.
 */
export const personalMarkers = [
  buyer.firstName,
  buyer.lastName,
  buyer.email,
  buyer.email.split('@')[0] as string,
  buyer.street,
  buyer.houseNumber,
  buyer.postalCode,
  buyer.city,
  participantEmail,
  participantEmail.split('@')[0] as string,
]

type CheckoutOverrides = {
  items?: unknown
  /** Merged over `buyer`; a field set to undefined is left out of the JSON body. */
  shippingDetails?: Record<string, unknown>
  [extra: string]: unknown
}

let checkoutBodies = 0

/**
 * A valid POST /api/payments body (product.md 7.2) with the given changes. Each body is a buyer of its own:
 * a buyer (an e-mail address) has one unpaid checkout at a time, the next one releases it (decision
 * 017), so unless the test names an e-mail, each gets `buyer.email` with a number in front, which
 * the personal-data markers still find.
 */
export function checkoutBody(overrides: CheckoutOverrides = {}) {
  const { items = [], shippingDetails = {}, ...extra } = overrides
  const email = `koper${++checkoutBodies}.${buyer.email}`
  return { items, userId: 1, ...extra, shippingDetails: { ...buyer, email, shippingCost: 0, ...shippingDetails } }
}

/** The payment id in a checkout answer's url (`/payment/demo/<uuid>` with the demo provider). */
export function paymentIdFromUrl(url: string): string {
  const id = url.split('/').pop() ?? ''
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`no payment id in ${url}`)
  return id
}

/**
 * A buyer's checkout through POST /api/payments (product.md 7.2) with the demo provider, the body
 * checkoutBody makes with these changes: the payment's id and its order page's token (decision 021).
 */
export async function checkOutInDemo(app: App, overrides: CheckoutOverrides = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/payments', payload: checkoutBody(overrides) })
  if (response.statusCode !== 200) throw new Error(`the checkout answered ${response.statusCode}: ${response.body}`)
  const { paymentId, orderPageToken } = response.json<{ paymentId: string; orderPageToken: string }>()
  return { paymentId, orderPageToken }
}

/** One of the demo payment page's four buttons (product.md 12.2). */
export type DemoOutcome = Exclude<DemoPayment['status'], 'open'>

/**
 * The buyer presses a button on the demo provider's payment page, as the page sends it: the one way
 * a test pays (or fails, cancels, lets expire) a payment in the demo, whatever it pays for (a
 * checkout, a Pack Battle spot, a shipping request's fee: one page for all, decision 029). Throws
 * unless the shop answers 200; the answer, for a test of the page's redirect.
 */
export async function settleDemoPayment(app: App, paymentId: string, outcome: DemoOutcome = 'paid') {
  const response = await app.inject({ method: 'POST', url: `/api/payments/${paymentId}/demo`, payload: { outcome } })
  if (response.statusCode !== 200) {
    throw new Error(`'${outcome}' on the demo page of ${paymentId} answered ${response.statusCode}: ${response.body}`)
  }
  return response
}

/** A checkout as checkOutInDemo makes it, paid on the demo page. */
export async function paidCheckout(app: App, overrides: CheckoutOverrides = {}) {
  const checkout = await checkOutInDemo(app, overrides)
  await settleDemoPayment(app, checkout.paymentId)
  return checkout
}

type PaymentLine = {
  productId: number | null
  quantity: number
  unitPriceCents?: number
  productName?: string
  status?: string
  createdAt?: Date
  paidAt?: Date | null
}

/**
 * A payment with its orders, as a checkout would have recorded it (the stock is not touched: set the
 * product's stock to what is left after the reservation). Lines of the same product stay separate.
 * Written straight to sales' tables, for a scene the API cannot make: orders paid or made at given
 * moments, in any state, of a product gone (paidCheckout makes a checkout as a buyer does).
 */
export async function insertPayment(
  db: Db,
  lines: PaymentLine[],
  options: {
    status?: PaymentStatus
    tiktokUsername?: string
    email?: string
    shippingMethod?: ShippingMethod
    expiresAt?: Date
    providerPaymentId?: string
  } = {},
): Promise<{ paymentId: string; orders: OrderRow[] }> {
  const tiktokUsername = options.tiktokUsername ?? 'pieter'
  const amountCents = lines.reduce((sum, line) => sum + (line.unitPriceCents ?? 549) * line.quantity, 0)
  const [payment] = await db
    .insert(payments)
    .values({
      provider: 'demo',
      providerPaymentId: options.providerPaymentId,
      status: options.status ?? 'open',
      amountCents,
      shippingMethod: options.shippingMethod ?? 'live',
      tiktokUsername,
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      email: options.email ?? buyer.email,
      street: buyer.street,
      houseNumber: buyer.houseNumber,
      postalCode: buyer.postalCode,
      city: buyer.city,
      country: buyer.country,
      expiresAt: options.expiresAt ?? new Date(Date.now() + 15 * 60_000),
    })
    .returning({ id: payments.id })
  if (!payment) throw new Error('insertPayment returned no row')
  const inserted = await db
    .insert(orders)
    .values(
      lines.map((line) => ({
        paymentId: payment.id,
        productId: line.productId,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents ?? 549,
        productName: line.productName ?? 'Booster Pack – Testvlam',
        tiktokUsername,
        status: line.status ?? 'awaiting_payment',
        createdAt: line.createdAt,
        paidAt: line.paidAt,
      })),
    )
    .returning()
  return { paymentId: payment.id, orders: inserted }
}

export type FakeProvider = PaymentProvider & {
  /** The status fetchPayment answers from now on. */
  status: PaymentStatus
  /** The provider ids fetchPayment was asked about, in order. */
  readonly fetched: string[]
  /** What refund answers, and listRefunds reports of every refund made, from now on (decision 052). */
  refundStatus: ProviderRefundStatus
  /** The refunds asked for, in order. */
  readonly refunds: NewProviderRefund[]
}

/** A payment provider under the test's control: no network, fetchPayment answers `status`, nothing refunded. */
export function fakeProvider(overrides: Partial<PaymentProvider> = {}): FakeProvider {
  let created = 0
  const provider: FakeProvider = {
    name: 'mollie',
    expiryMinutes: 20,
    graceMinutes: 120,
    status: 'open',
    fetched: [],
    refundStatus: 'pending',
    refunds: [],
    create: async () => {
      created += 1
      return { providerPaymentId: `tr_fake${created}`, checkoutUrl: `https://mollie.test/checkout/tr_fake${created}` }
    },
    fetchPayment: async (providerPaymentId) => {
      provider.fetched.push(providerPaymentId)
      return { status: provider.status, refundedCents: 0, chargedBackCents: 0 }
    },
    refund: async (refund) => {
      provider.refunds.push(refund)
      return { providerRefundId: `re_fake${provider.refunds.length}`, status: provider.refundStatus }
    },
    listRefunds: async () =>
      provider.refunds.map((refund, index) => ({
        providerRefundId: `re_fake${index + 1}`,
        amountCents: refund.amountCents,
        status: provider.refundStatus,
        attemptId: refund.attemptId,
        description: refund.description,
      })),
    listChargebacks: async () => [],
    listRecentChargebacks: async () => [],
    ...overrides,
  }
  return provider
}

/**
 * A shipping request's fee as sales records it (decision 029), to set a scene: a request written
 * straight to `shipments` points at one (fee_payment_id) and takes its id. Written straight to
 * sales' table, in any state and settled at any moment, as the requests' routes never leave one.
 */
export async function insertShippingFee(
  db: Db,
  options: {
    status?: PaymentStatus
    provider?: 'demo' | 'mollie'
    providerPaymentId?: string
    amountCents?: number
    country?: 'nederland' | 'belgie'
    email?: string
    tiktokUsername?: string
    expiresAt?: Date
    settledAt?: Date | null
    lateStatus?: PaymentStatus
  } = {},
): Promise<string> {
  const status = options.status ?? 'open'
  const amountCents = options.amountCents ?? 495
  const [payment] = await db
    .insert(payments)
    .values({
      purpose: 'shipping',
      provider: options.provider ?? 'demo',
      providerPaymentId: options.providerPaymentId,
      status,
      amountCents,
      shippingMethod: 'postnl',
      shippingCostCents: amountCents,
      tiktokUsername: options.tiktokUsername ?? 'pieter',
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      email: options.email ?? buyer.email,
      street: '',
      houseNumber: '',
      postalCode: '',
      city: '',
      country: options.country ?? 'nederland',
      expiresAt: options.expiresAt ?? new Date(Date.now() + 15 * 60_000),
      settledAt: options.settledAt === undefined ? (status === 'open' ? null : new Date()) : options.settledAt,
      lateStatus: options.lateStatus,
    })
    .returning({ id: payments.id })
  if (!payment) throw new Error('insertShippingFee returned no row')
  return payment.id
}

/**
 * A shipping request in any state (decision 022) holding `orderIds` (inactive once cancelled), with its
 * fee (insertShippingFee), as the buyer's request and its payment would have left them: to set a scene
 * of the desk, the retention or Reset Data without the request's routes, which make one now and only
 * through its states in turn. The fee is paid when the parcel was ready for a request to pack or sent,
 * open while it waits and expired once cancelled, unless `fee` says otherwise; the parcel goes to
 * `buyer` unless `values` say otherwise.
 */
export async function insertShippingRequest(
  db: Db,
  orderIds: number[],
  values: Partial<typeof shipments.$inferInsert> = {},
  fee: Parameters<typeof insertShippingFee>[1] = {},
) {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
  const status = values.status ?? 'to_pack'
  const paid = status === 'to_pack' || status === 'shipped'
  const readyAt = values.readyAt ?? (paid ? new Date() : null)
  const feeCents = values.feeCents ?? 495
  const feePaymentId = await insertShippingFee(db, {
    status: status === 'awaiting_payment' ? 'open' : status === 'cancelled' ? 'expired' : 'paid',
    amountCents: feeCents,
    settledAt: paid ? readyAt : status === 'cancelled' ? new Date() : null,
    ...fee,
  })
  const [row] = await db
    .insert(shipments)
    .values({
      email: buyer.email,
      tiktokUsername: 'pieter',
      ...parcelAddress(),
      kind: 'request',
      status,
      feeCents,
      readyAt,
      shippedAt: status === 'shipped' ? new Date() : null,
      trackingCode: status === 'shipped' ? '3SABCD7654321' : null,
      ...given,
      id: feePaymentId,
      feePaymentId,
    })
    .returning()
  if (!row) throw new Error('insertShippingRequest made no shipment')
  if (orderIds.length > 0) {
    await db.insert(shipmentOrders).values(orderIds.map((orderId) => ({ shipmentId: row.id, orderId, active: status !== 'cancelled' })))
  }
  return row
}
