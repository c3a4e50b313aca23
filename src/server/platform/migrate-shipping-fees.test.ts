import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { rowsOf } from '#server/db/db'
import { TEST_ACCESS_CODE_COST } from '#server/testing/access-code-cost'
import { migrateUpTo, migrationJournal } from '#server/testing/migrate-up-to'
import { createEmptyTestDatabase, databaseError, TEMPLATE_ACCESS_CODE, type TestDatabase } from '#server/testing/test-database'
import { prepareDatabase } from './migrate'

// Migrations 0012 and 0013 (decision 029) turn the fee of every shipping request into a payment of
// purpose 'shipping' and drop the shipment's own payment columns. This file takes a database that
// stopped at 0011, fills it in the old shape, and lets the shop's own start-up upgrade it.

/** The last migration in the old shape: 0000 to 0011 are the journal's first twelve entries. */
const LAST_OLD_MIGRATION = '0011_refund_start_keys'

const iso = (value: unknown) => (value === null ? null : new Date(value as string | Date).toISOString())

const buyer = {
  email: 'sanne@example.nl',
  tiktokUsername: 'sanne_pulls',
  firstName: 'Sanne',
  lastName: 'de Vries',
}

const createdAt = '2026-01-10T10:00:00.000Z'
const updatedAt = '2026-01-10T10:05:00.000Z'
const settledAt = '2026-01-10T10:04:00.000Z'
const pastExpiry = '2026-01-10T10:30:00.000Z'
// Still open when the shop is upgraded: its buyer may pay it afterwards.
const openExpiry = new Date(Date.now() + 30 * 60_000).toISOString()

/** The shipments as they were before 0012, with the payment columns the migrations move. */
const requests = {
  paid: {
    id: randomUUID(),
    status: 'to_pack',
    provider: 'mollie',
    providerPaymentId: 'tr_old1',
    checkoutUrl: 'https://www.mollie.com/checkout/select-method/old1',
    paymentStatus: 'paid',
    lateStatus: null,
    feeCents: 695,
    country: 'nederland',
    expiresAt: pastExpiry,
    settledAt,
  },
  // Expired at the shop, then Mollie reported 'paid': kept as its late status, never applied (decision 022).
  expiredPaidLate: {
    id: randomUUID(),
    status: 'cancelled',
    provider: 'mollie',
    providerPaymentId: 'tr_old2',
    checkoutUrl: 'https://www.mollie.com/checkout/select-method/old2',
    paymentStatus: 'expired',
    lateStatus: 'paid',
    feeCents: 995,
    country: 'belgie',
    expiresAt: pastExpiry,
    settledAt: pastExpiry,
  },
  open: {
    id: randomUUID(),
    status: 'awaiting_payment',
    provider: 'mollie',
    providerPaymentId: 'tr_old3',
    checkoutUrl: 'https://www.mollie.com/checkout/select-method/old3',
    paymentStatus: 'open',
    lateStatus: null,
    feeCents: 695,
    country: 'nederland',
    expiresAt: openExpiry,
    settledAt: null,
  },
  // The provider refused to create a payment, so it never got an id or a page; the expiry job ended it.
  refusedByProvider: {
    id: randomUUID(),
    status: 'cancelled',
    provider: 'mollie',
    providerPaymentId: null,
    checkoutUrl: null,
    paymentStatus: 'expired',
    lateStatus: null,
    feeCents: 695,
    country: 'nederland',
    expiresAt: pastExpiry,
    settledAt: pastExpiry,
  },
}
type OldRequest = (typeof requests)[keyof typeof requests]

const liveCheckoutId = randomUUID()
const postnlCheckoutId = randomUUID()
const checkoutParcelId = randomUUID()

let database: TestDatabase

async function insertCheckout(
  id: string,
  shipping: { method: 'live' | 'postnl'; costCents: number; providerPaymentId: string },
) {
  const { db } = database
  // Before 0012 a payment was a checkout by definition, so it has no purpose nor a checkout_url.
  await db.execute(sql`
    insert into payments (id, provider, provider_payment_id, status, amount_cents, shipping_method, shipping_cost_cents,
      tiktok_username, first_name, last_name, email, street, house_number, postal_code, city, country,
      expires_at, settled_at, created_at, updated_at)
    values (${id}, 'mollie', ${shipping.providerPaymentId}, 'paid', ${1299 + shipping.costCents}, ${shipping.method},
      ${shipping.costCents}, ${buyer.tiktokUsername}, ${buyer.firstName}, ${buyer.lastName}, ${buyer.email},
      'Dorpsstraat', '12a', '1234 AB', 'Utrecht', 'nederland',
      ${pastExpiry}::timestamptz, ${settledAt}::timestamptz, ${createdAt}::timestamptz, ${updatedAt}::timestamptz)`)
  const result = await db.execute(sql`
    insert into orders (payment_id, quantity, unit_price_cents, product_name, status, tiktok_username, paid_at, created_at)
    values (${id}, 1, 1299, 'Prismatic Evolutions Booster Pack', 'pending', ${buyer.tiktokUsername},
      ${settledAt}::timestamptz, ${createdAt}::timestamptz)
    returning id`)
  const [order] = rowsOf<{ id: number }>(result)
  if (!order) throw new Error('order not created')
  return order.id
}

async function insertRequest(request: OldRequest, orderId: number) {
  const { db } = database
  const active = request.status !== 'cancelled'
  await db.execute(sql`
    insert into shipments (id, kind, status, provider, provider_payment_id, checkout_url, payment_status, fee_cents,
      expires_at, settled_at, late_status, email, tiktok_username, first_name, last_name,
      street, house_number, postal_code, city, country, ready_at, created_at, updated_at)
    values (${request.id}, 'request', ${request.status}, ${request.provider}, ${request.providerPaymentId},
      ${request.checkoutUrl}, ${request.paymentStatus}, ${request.feeCents},
      ${request.expiresAt}::timestamptz, ${request.settledAt}::timestamptz, ${request.lateStatus},
      ${buyer.email}, ${buyer.tiktokUsername}, ${buyer.firstName}, ${buyer.lastName},
      'Dorpsstraat', '12a', '1234 AB', 'Utrecht', ${request.country},
      ${request.status === 'to_pack' ? settledAt : null}::timestamptz, ${createdAt}::timestamptz, ${updatedAt}::timestamptz)`)
  await db.execute(
    sql`insert into shipment_orders (shipment_id, order_id, active) values (${request.id}, ${orderId}, ${active})`,
  )
}

beforeAll(async () => {
  database = await createEmptyTestDatabase()
  await migrateUpTo(database, { lastTag: LAST_OLD_MIGRATION })

  // The held live orders the requests ship: one order each, as only one active request may hold an order.
  const requestList = Object.values(requests)
  for (const [index, request] of requestList.entries()) {
    const orderId = await insertCheckout(index === 0 ? liveCheckoutId : randomUUID(), {
      method: 'live',
      costCents: 0,
      providerPaymentId: `tr_live${index}`,
    })
    await insertRequest(request, orderId)
  }

  // A PostNL checkout, whose parcel paid its shipping with the checkout itself.
  const parcelOrderId = await insertCheckout(postnlCheckoutId, {
    method: 'postnl',
    costCents: 695,
    providerPaymentId: 'tr_postnl1',
  })
  await database.db.execute(sql`
    insert into shipments (id, kind, payment_id, status, email, tiktok_username, first_name, last_name,
      street, house_number, postal_code, city, country, ready_at, created_at, updated_at)
    values (${checkoutParcelId}, 'checkout', ${postnlCheckoutId}, 'to_pack', ${buyer.email}, ${buyer.tiktokUsername},
      ${buyer.firstName}, ${buyer.lastName}, 'Dorpsstraat', '12a', '1234 AB', 'Utrecht', 'nederland',
      ${settledAt}::timestamptz, ${createdAt}::timestamptz, ${updatedAt}::timestamptz)`)
  await database.db.execute(
    sql`insert into shipment_orders (shipment_id, order_id) values (${checkoutParcelId}, ${parcelOrderId})`,
  )

  // What a shop at 0011 does when the new version starts: 0012 and 0013 in one transaction.
  const upgrade = await prepareDatabase(database, {
    seedDemoProducts: false,
    adminAccessCode: TEMPLATE_ACCESS_CODE,
    accessCodeCost: TEST_ACCESS_CODE_COST,
  })
  expect(upgrade.isNew).toBe(false)
})

afterAll(async () => {
  await database?.close()
})

type PaymentRow = {
  id: string
  purpose: string
  provider: string
  provider_payment_id: string | null
  checkout_url: string | null
  status: string
  late_status: string | null
  amount_cents: number
  shipping_method: string
  shipping_cost_cents: number
  email: string
  tiktok_username: string
  first_name: string
  last_name: string
  street: string
  house_number: string
  postal_code: string
  city: string
  country: string
  expires_at: unknown
  settled_at: unknown
  anonymised_at: unknown
  created_at: unknown
  updated_at: unknown
}

async function getPayment(id: string): Promise<PaymentRow> {
  const [row] = rowsOf<PaymentRow>(await database.db.execute(sql`select * from payments where id = ${id}`))
  if (!row) throw new Error(`no payment ${id}`)
  return row
}

async function feePaymentIdOf(shipmentId: string): Promise<string | null> {
  const result = await database.db.execute(sql`select fee_payment_id from shipments where id = ${shipmentId}`)
  const [row] = rowsOf<{ fee_payment_id: string | null }>(result)
  if (!row) throw new Error(`no shipment ${shipmentId}`)
  return row.fee_payment_id
}

describe('upgrading a database at 0011 with shipping requests (migrations 0012 and 0013, decision 029)', () => {
  test.each(Object.entries(requests))(
    'the %s request becomes a shipping payment under its own id, with its provider, status, fee and expiry',
    async (_name, request) => {
      const payment = await getPayment(request.id)
      expect({ ...payment, expires_at: iso(payment.expires_at), settled_at: iso(payment.settled_at) }).toMatchObject({
        purpose: 'shipping',
        provider: request.provider,
        provider_payment_id: request.providerPaymentId,
        checkout_url: request.checkoutUrl,
        status: request.paymentStatus,
        late_status: request.lateStatus,
        amount_cents: request.feeCents,
        shipping_method: 'postnl',
        shipping_cost_cents: request.feeCents,
        expires_at: request.expiresAt,
        settled_at: request.settledAt,
        country: request.country,
        email: buyer.email,
        tiktok_username: buyer.tiktokUsername,
        first_name: buyer.firstName,
        last_name: buyer.lastName,
      })
      expect(await feePaymentIdOf(request.id)).toBe(request.id)
    },
  )

  test("the address stays on the shipment alone: the fee payment's street, house number, postal code and city are blank", async () => {
    for (const request of Object.values(requests)) {
      const payment = await getPayment(request.id)
      expect([payment.street, payment.house_number, payment.postal_code, payment.city]).toEqual(['', '', '', ''])
    }
    const [shipment] = rowsOf<{ street: string; city: string }>(
      await database.db.execute(sql`select street, city from shipments where id = ${requests.paid.id}`),
    )
    expect(shipment).toEqual({ street: 'Dorpsstraat', city: 'Utrecht' })
  })

  test('the fee payment keeps when the request was made and last changed, and is not anonymised', async () => {
    const payment = await getPayment(requests.paid.id)
    expect([iso(payment.created_at), iso(payment.updated_at), payment.anonymised_at]).toEqual([
      createdAt,
      updatedAt,
      null,
    ])
  })

  test("a checkout's payment is of purpose 'checkout', and its parcel has no fee payment", async () => {
    for (const id of [liveCheckoutId, postnlCheckoutId]) {
      const payment = await getPayment(id)
      expect({ purpose: payment.purpose, checkoutUrl: payment.checkout_url }).toEqual({
        purpose: 'checkout',
        checkoutUrl: null,
      })
    }
    expect(await feePaymentIdOf(checkoutParcelId)).toBeNull()
  })

  test('the only new payments are the fees, one per request', async () => {
    const result = await database.db.execute(
      sql`select purpose, count(*)::int as n from payments group by purpose order by purpose`,
    )
    // Each request's held order came from a live checkout of its own, plus the PostNL checkout.
    const requestCount = Object.keys(requests).length
    expect(rowsOf(result)).toEqual([
      { purpose: 'checkout', n: requestCount + 1 },
      { purpose: 'shipping', n: requestCount },
    ])
  })

  test("the shipment's own payment columns are gone", async () => {
    const result = await database.db.execute(sql`
      select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'shipments'
        and column_name in ('provider', 'provider_payment_id', 'checkout_url', 'payment_status', 'expires_at', 'settled_at', 'late_status')`)
    expect(rowsOf(result)).toEqual([])
  })

  test('the database refuses a request without a fee payment, and a checkout parcel with one', async () => {
    const newShipment = (kind: string, paymentId: string | null, feePaymentId: string | null) =>
      database.db.execute(sql`
        insert into shipments (kind, payment_id, fee_payment_id, status, email, tiktok_username, first_name, last_name,
          street, house_number, postal_code, city, country)
        values (${kind}, ${paymentId}::uuid, ${feePaymentId}::uuid, 'awaiting_payment', ${buyer.email}, ${buyer.tiktokUsername},
          ${buyer.firstName}, ${buyer.lastName}, 'Dorpsstraat', '12a', '1234 AB', 'Utrecht', 'nederland')`)

    expect(await databaseError(newShipment('request', null, null))).toMatchObject({
      code: '23514',
      constraint: 'shipments_request_has_fee_payment',
    })
    // A payment no shipment points at yet, so nothing but the check stands in the way.
    expect(await databaseError(newShipment('checkout', liveCheckoutId, liveCheckoutId))).toMatchObject({
      code: '23514',
      constraint: 'shipments_request_has_fee_payment',
    })
  })

  test('the migrator recorded every migration, so the next start-up runs none again', async () => {
    const journal = await migrationJournal()
    const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
    expect(rowsOf(result)).toEqual([{ n: journal.entries.length }])
  })
})
