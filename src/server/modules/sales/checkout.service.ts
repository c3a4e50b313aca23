import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { CheckoutRequest, StockShortage } from '#shared/contracts/checkout'
import { MAX_LINE_QUANTITY, quantityMessage } from '#shared/contracts/checkout'
import { messages, notEnoughStock, paymentDescription } from '#shared/contracts/messages'
import { pointsForOrder } from '#shared/domain/points'
import { shippingCostCents, type Country } from '#shared/domain/shipping'
import { normalizeTiktokUsername } from '#shared/domain/username'
import type { Db, Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'
import type { Publish } from '#server/platform/events'
import { refused, type Refused } from '#server/platform/refusal'
import { findProductRow, listProductRows, takeStockAsSeen, toProduct, type ProductRow } from '#server/modules/catalog/catalog.public'
import type { PaymentPurposeName } from './payment-purposes'
import { announceSettlement, applyPaymentStatus, type PaymentsCounter, type Settlement } from './payment-status.service'
import type { PaymentProvider } from './providers/payment-provider'
import type { ReservationQueue } from './reservation-queue'
import type { SalesHooks } from './sales-hooks'
import type { StockHints } from './stock-hints'
import { buyerLimitRefusal, claimHold, holdAddressOf, normalizeEmail } from './unpaid-holds'

export type CheckoutResult =
  | { ok: true; url: string; paymentId: string; orderPageToken: string }
  | (Refused<'invalid' | 'not_found' | 'conflict' | 'provider_failed'> & { soldOut?: boolean; shortage?: StockShortage })
  | (Refused<'too_many'> & { retryAfterSeconds: number })

export type CheckoutDeps = {
  db: Db
  publish: Publish
  /** What the modules above sales do when a checkout is recorded or a payment settles (decision 047). */
  salesHooks: SalesHooks
  provider: PaymentProvider
  log: FastifyBaseLogger
  publicUrl: string
  shopName: string
  stockHints: StockHints
  reservations: ReservationQueue
  /** Payments settled along the way: a released earlier checkout, a provider that cannot be reached. */
  metrics?: PaymentsCounter
}

/** An expected refusal inside the transaction: rolls it back and becomes the answer. */
class CheckoutRefusal extends Error {
  constructor(
    readonly kind: 'not_found' | 'conflict',
    message: string,
    /**
     * Not enough stock, as opposed to a buyer's limit: the metrics tell them apart (decision 024), and
     * the answer names the line and what is left (decision 054).
     */
    readonly shortage?: StockShortage,
  ) {
    super(message)
  }
}

/** Too many unpaid checkouts from the client's address (decision 017). */
class TooManyHolds extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(messages.tooManyOpenCheckouts)
  }
}

/**
 * product.md 12.1: checks every line, computes every amount, and reserves the stock in the same
 * transaction that records the payment and its orders. Each line is one conditional UPDATE, so two
 * buyers can never both get the last item. Only then is the provider asked for a checkout; if it
 * cannot be reached, the reservation is released and nothing is left behind.
 *
 * Decision 017 limits what one buyer (e-mail address) and one client address hold unpaid; those
 * checks run in the same transaction, only for checkouts that got past the sold-out refusal.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  request: CheckoutRequest,
  client: { address: string },
): Promise<CheckoutResult> {
  const details = request.shippingDetails
  const tiktokUsername = normalizeTiktokUsername(details.tiktokUsername)
  if (!tiktokUsername) return refused('invalid', messages.tiktokUsernameRequired)
  const lines = mergeLines(request.items)
  if (lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) return refused('invalid', quantityMessage)
  const shippingCents = shippingCostCents(details.shippingMethod, details.country)
  const soldOut = knownShortage(deps.stockHints, lines)
  if (soldOut) return { ok: false, kind: 'conflict', message: soldOut.message, soldOut: true, shortage: soldOut.shortage }

  let reserved: Reservation
  try {
    reserved = await deps.reservations.run(lines.map((line) => line.productId), () => {
      // Asked again at its turn: while this request waited, the last pack may have gone.
      const shortage = knownShortage(deps.stockHints, lines)
      if (shortage) throw new CheckoutRefusal('conflict', shortage.message, shortage.shortage)
      return reserveStock(deps, { details, tiktokUsername, address: holdAddressOf(client.address) }, shippingCents, lines)
    })
  } catch (error) {
    if (error instanceof CheckoutRefusal) {
      const { shortage } = error
      return { ...refused(error.kind, error.message), ...(shortage ? { soldOut: true, shortage } : {}) }
    }
    if (error instanceof TooManyHolds) {
      return { ok: false, kind: 'too_many', message: error.message, retryAfterSeconds: error.retryAfterSeconds }
    }
    throw error
  }

  // The buyer's earlier checkout, released by this one: its stock came back first.
  for (const settlement of reserved.released) await announceSettlement(deps.db, deps.publish, deps.salesHooks, settlement, deps.metrics)
  for (const row of reserved.products) {
    await deps.publish({ channel: 'stock', type: 'stock_update', product: toProduct(row) })
  }

  const opened = await openAtProvider(deps, { paymentId: reserved.paymentId, amountCents: reserved.amountCents, country: details.country })
  if (!opened.ok) return opened
  return { ok: true, url: opened.url, paymentId: reserved.paymentId, orderPageToken: reserved.orderPageToken }
}

export type ProviderDeps = Pick<CheckoutDeps, 'db' | 'publish' | 'salesHooks' | 'provider' | 'log' | 'publicUrl' | 'shopName' | 'metrics'>

/**
 * After the commit of a recorded payment, the provider is asked for its checkout, with the one return
 * route and webhook of every payment (decision 029: a Pack Battle spot and a shipping fee are paid the
 * same way). A network call never holds a row lock (decision 007). If the provider cannot be reached,
 * the payment fails through the status path every payment takes, which releases what it held, and the
 * buyer is told the provider failed.
 */
export async function openAtProvider(
  deps: ProviderDeps,
  payment: {
    paymentId: string
    amountCents: number
    country: Country
    /** A checkout's unless the purpose says otherwise ('Packstroom verzending V1042'). */
    description?: string
    purpose?: PaymentPurposeName
  },
): Promise<{ ok: true; url: string } | Refused<'provider_failed'>> {
  try {
    const created = await deps.provider.create({
      paymentId: payment.paymentId,
      purpose: payment.purpose ?? 'checkout',
      amountCents: payment.amountCents,
      description: payment.description ?? paymentDescription(deps.shopName, payment.paymentId),
      country: payment.country,
      redirectUrl: `${deps.publicUrl}/api/payments/${payment.paymentId}/return`,
      webhookUrl: isReachableFromOutside(deps.publicUrl) ? `${deps.publicUrl}/api/payments/webhook` : undefined,
    })
    // Should this fail, the payment stays open without a provider payment and the expiry job ends it.
    // A payment gone meanwhile (Reset Data while the provider answered) is no payment to send a buyer to.
    const [kept] = await deps.db
      .update(payments)
      .set({ providerPaymentId: created.providerPaymentId, checkoutUrl: created.checkoutUrl, updatedAt: new Date() })
      .where(eq(payments.id, payment.paymentId))
      .returning({ id: payments.id })
    if (!kept) throw new Error(`payment ${payment.paymentId} is gone from the database`)
    return { ok: true, url: created.checkoutUrl }
  } catch (error) {
    deps.log.error({ err: error, paymentId: payment.paymentId }, 'payment provider refused or unreachable')
    await applyPaymentStatus(deps.db, deps.publish, deps.salesHooks, payment.paymentId, 'failed', deps.metrics)
    return refused('provider_failed', messages.paymentProviderDown)
  }
}

type Reservation = {
  paymentId: string
  amountCents: number
  products: ProductRow[]
  released: Settlement[]
  /** The buyer's key to their order page, handed to their browser only (decision 021). */
  orderPageToken: string
}

type Holder = { details: CheckoutRequest['shippingDetails']; tiktokUsername: string; address: string }

/** A product's name, price or 'Max per koper' changed between the read and the reservation. */
class ProductChanged extends Error {}

/**
 * One transaction: first the buyer's and the address's holds (decision 017), then each line is
 * checked against its product (stock, 'Max per koper') and the payment and its orders are written
 * with the amounts computed here. Only then is the stock taken, each line one conditional UPDATE, so
 * two buyers can never both get the last item, and a product's row is locked from that UPDATE to the
 * commit only: during a drop the sales of one product follow each other as fast as the database
 * commits. The UPDATE also asks for the name, price and limit the orders were written with; if the
 * seller changed one in between, the checkout runs once more with the rows locked from the start.
 */
async function reserveStock(
  deps: CheckoutDeps,
  holder: Holder,
  shippingCents: number,
  lines: { productId: number; quantity: number }[],
): Promise<Reservation> {
  try {
    return await reserveStockOnce(deps, holder, shippingCents, lines, { lockFirst: false })
  } catch (error) {
    if (!(error instanceof ProductChanged)) throw error
    return reserveStockOnce(deps, holder, shippingCents, lines, { lockFirst: true })
  }
}

function reserveStockOnce(
  deps: CheckoutDeps,
  holder: Holder,
  shippingCents: number,
  lines: { productId: number; quantity: number }[],
  { lockFirst }: { lockFirst: boolean },
): Promise<Reservation> {
  const { details, tiktokUsername } = holder
  const email = normalizeEmail(details.email)
  return deps.db.transaction(async (tx) => {
    const productIds = lines.map((line) => line.productId)
    const claim = await claimHold(tx, deps.salesHooks, { email, address: holder.address, productIds })
    if (!claim.ok) throw new TooManyHolds(claim.retryAfterSeconds)
    const found = await listProductRows(tx, productIds, { lock: lockFirst })
    const rows: { row: ProductRow; quantity: number }[] = []
    for (const line of lines) {
      const row = found.find((product) => product.id === line.productId)
      if (!row) throw new CheckoutRefusal('not_found', messages.productNotFound)
      if (row.stock < line.quantity) throw soldOut(deps.stockHints, row)
      const overLimit = await buyerLimitRefusal(tx, email, row, line.quantity)
      if (overLimit) throw new CheckoutRefusal('conflict', overLimit)
      rows.push({ row, quantity: line.quantity })
    }
    const amountCents = rows.reduce((sum, { row, quantity }) => sum + row.priceCents * quantity, shippingCents)
    // The payment and its orders in one statement (a round trip less for each checkout during a drop,
    // decision 065); its id is made here, as the column's default would make it, so the orders can name it.
    const paymentId = randomUUID()
    const payment = tx.$with('recorded_payment').as(
      tx
        .insert(payments)
        .values({
          id: paymentId,
          provider: deps.provider.name,
          amountCents,
          shippingMethod: details.shippingMethod,
          shippingCostCents: shippingCents,
          tiktokUsername,
          firstName: details.firstName,
          lastName: details.lastName,
          email: details.email,
          street: details.street,
          houseNumber: details.houseNumber,
          postalCode: details.postalCode,
          city: details.city,
          country: details.country,
          clientAddress: holder.address,
          expiresAt: new Date(Date.now() + deps.provider.expiryMinutes * 60_000),
        })
        .returning({ id: payments.id }),
    )
    await tx
      .with(payment)
      .insert(orders)
      .values(
        rows.map(({ row, quantity }) => ({
          paymentId,
          productId: row.id,
          productName: row.name,
          unitPriceCents: row.priceCents,
          quantity,
          tiktokUsername,
          points: pointsForOrder(row.priceCents * quantity),
        })),
      )
    // The link for /payment/success, with the payment, so a recorded checkout always has one (decision 021).
    const orderPageToken = await deps.salesHooks.checkoutRecorded(tx, paymentId)
    const taken: ProductRow[] = []
    for (const { row, quantity } of rows) taken.push(await takeStock(tx, deps.stockHints, row, quantity))
    return { paymentId, amountCents, products: taken, released: claim.released, orderPageToken }
  })
}

/** The line's stock, taken at the name, price and limit its order was written with (decision 027). */
async function takeStock(tx: Tx, hints: StockHints, seen: ProductRow, quantity: number): Promise<ProductRow> {
  const row = await takeStockAsSeen(tx, seen, quantity)
  if (row) return row
  const now = await findProductRow(tx, seen.id)
  if (!now) throw new CheckoutRefusal('not_found', messages.productNotFound)
  if (now.stock < quantity) throw soldOut(hints, now)
  throw new ProductChanged()
}

/** The same product twice in one request counts as one line. */
function mergeLines(items: CheckoutRequest['items']): { productId: number; quantity: number }[] {
  const byProduct = new Map<number, number>()
  for (const item of items) byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + item.quantity)
  // Lock rows in one order everywhere, so two checkouts never wait on each other in a circle.
  return [...byProduct].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }))
}

function knownShortage(
  hints: StockHints,
  lines: { productId: number; quantity: number }[],
): { message: string; shortage: StockShortage } | undefined {
  for (const line of lines) {
    const refusal = hints.refusalFor(line.productId, line.quantity)
    if (refusal) return refusal
  }
  return undefined
}

/** Not enough stock: the refusal, which this instance remembers for the next buyers (StockHints). */
function soldOut(hints: StockHints, product: { id: number; name: string; stock: number }): CheckoutRefusal {
  hints.learn(product)
  return new CheckoutRefusal('conflict', notEnoughStock(product.name, product.stock), {
    productId: product.id,
    available: Math.max(product.stock, 0),
  })
}

/** Mollie refuses webhook URLs it cannot reach; on localhost the return route and expiry job suffice. */
export function isReachableFromOutside(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname
  return !(host === 'localhost' || host.endsWith('.localhost') || host.startsWith('127.') || host === '[::1]')
}
