import type { AdminOrderShipping } from '#shared/contracts/admin-shipments'
import type { RefundReason } from '#shared/contracts/admin-refunds'
import type { OrderOpening } from '#shared/contracts/live-sessions'
import type { OrderWithdrawal } from '#shared/contracts/withdrawals'
import type { Db, Tx } from '#server/db/db'
import type { Publish } from '#server/platform/events'
import type { MovedOrder } from './order-status'

/**
 * What the modules above sales do when sales' money moves (decision 047). Sales owns orders, payments
 * and the money owed back, and is a floor: it imports no module above it. Where one of its changes
 * means something to another module (a paid checkout earns points and a confirmation, an opened order
 * joins a parcel), it says so through these hooks, named for what happened; src/server/flows fills
 * them from the modules' public files, and that is the one place to read what each change sets off.
 *
 * A hook that takes `tx` runs inside the transaction of the change, so what it writes commits or rolls
 * back with it; `announce` and `ordersPaidAnnounced` run after the commit (decision 005, 066).
 */
export type SalesHooks = {
  /** A checkout was recorded: its order-page link for /payment/success (decision 021). Returns the link's token. */
  checkoutRecorded(tx: Tx, paymentId: string): Promise<string>
  /**
   * A checkout's payment settles, or Reset Data lets it go (paid false): the Pack Battle spot it holds,
   * if any, is taken or let go first (decision 023). `refused`: the battle cannot keep a paid spot, so
   * the money is owed back (decision 028). Undefined for a payment that holds no spot.
   */
  spotSettling(tx: Tx, paymentId: string, paid: boolean): Promise<{ battleId: number | undefined; refused: boolean } | undefined>
  /**
   * Orders were paid (a checkout settled, a late payment honoured): their points. The buyer's
   * confirmation is not written here but after the commit (ordersPaidAnnounced, decision 066).
   */
  ordersPaid(tx: Tx, paid: { paymentId: string; orders: MovedOrder[] }): Promise<{ pointsAdded: boolean }>
  /**
   * The seller asked for a payment's confirmation again, the payment's row locked: queued, or not as
   * one was asked for a moment ago, or nobody to send it to.
   */
  confirmationAskedAgain(tx: Tx, paymentId: string): Promise<ConfirmationAgain>
  /**
   * The seller opened an order (product.md 4): 'Je pack is geopend', a PostNL checkout's parcel (decision
   * 022), and its moment on stream. `claimedTapAt`: when the seller's device says 'Afronden' was tapped
   * (decision 060), not yet checked.
   */
  orderCompleted(tx: Tx, completed: { orderId: number; claimedTapAt: Date | undefined }): Promise<{ parcelId: string | undefined }>
  /** Paid orders were cancelled: the points they earned go back. */
  ordersCancelled(tx: Tx, cancelled: MovedOrder[]): Promise<{ pointsTakenBack: boolean }>
  /** Money became owed back and the buyer is told now ('Je bestelling is geannuleerd', decision 028). */
  moneyOwedBack(tx: Tx, notice: OwedBackNotice): Promise<void>
  /** The provider took a refund: the buyer is told it is on its way. */
  refundStarted(tx: Tx, notice: RefundStartedNotice): Promise<void>
  /**
   * Which of these orders' cards a shipping request asked for (decision 022): `any`, paid or not, sent
   * or not; `unsent`, those whose parcel has not left yet. A cancellation waits for the parcel.
   */
  ordersInShipment(tx: Tx, orderIds: number[], which: 'any' | 'unsent'): Promise<number[]>
  /**
   * The seller grants a withdrawal from this paid order (decision 039), before sales cancels it in the
   * same transaction: a PostNL checkout's parcel not yet sent lets go of it, and is cancelled when it
   * keeps no other order (decision 036, amended). Answers what became of that parcel, for the seller
   * (a label made for a cancelled parcel must not be used); undefined when no such parcel held it. A
   * shipping request is not changed: `ordersInShipment` still finds it, and the grant waits for it.
   */
  orderWithdrawing(tx: Tx, orderId: number): Promise<ParcelLetGo | undefined>
  /** The shipping facts of the seller's order list (decision 022), by order id. */
  shippingOfOrders(db: Db, orderIds: number[], now: Date): Promise<Map<number, AdminOrderShipping>>
  /** The buyers' withdrawals from these orders (decision 055), by order id, for the seller's order list and console. */
  withdrawalsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, OrderWithdrawal>>
  /** These orders' moments on stream (decision 060), by order id, for the seller's order list. */
  openingsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, OrderOpening>>
  /** What Reset Data would delete above sales with these payments (product.md 6). */
  resetPreview(tx: Tx, deletedPaymentIds: string[]): Promise<ResetPreviewAbove>
  /** Reset Data deletes these payments: what hangs on them above sales goes first, and this week's points. */
  resetting(tx: Tx, deletedPaymentIds: string[]): Promise<void>
  /**
   * The bank took a paid payment back (a chargeback, decision 052). `orders` are the ones the payment
   * kept until now: those not yet opened are failed by sales itself (out of the queue, stock back); every
   * one of them gives its points back, and a shipping request or parcel that would send their cards is
   * held, so nothing leaves for money the shop no longer has.
   */
  paymentChargedBack(tx: Tx, chargeback: { paymentId: string; orders: MovedOrder[] }): Promise<{ pointsTakenBack: boolean }>
  /**
   * The chargeback was reversed (the seller won the dispute): the money is the shop's again. `orders` are
   * the ones the payment keeps again (those already opened): their points come back and what was held
   * for them is released. Orders the chargeback failed stay failed; their money is owed back or
   * honoured as a late payment is.
   */
  chargebackReversed(tx: Tx, reversal: { paymentId: string; orders: MovedOrder[] }): Promise<{ pointsAdded: boolean }>
  /** After a commit: the Pack Battles it changed and, if points changed, the leaderboard, on their public channels. */
  announce(db: Db, publish: Publish, changed: { battleIds: number[]; pointsChanged: boolean }): Promise<void>
  /**
   * After the commit that paid a checkout's orders, and after every event of it (decision 066): the
   * buyer's 'Bestelbevestiging', in a transaction of its own, once per payment. Last, so neither the
   * settlement's locks nor its broadcast wait for the render. Never throws: the payment is paid and
   * announced by then, and what a failure or a stop leaves unwritten a sweep writes a minute later.
   */
  ordersPaidAnnounced(db: Db, paymentId: string): Promise<void>
}

/** What became of the seller's 'Bevestiging opnieuw versturen' (decision 020, amended). */
export type ConfirmationAgain =
  | { outcome: 'queued' | 'nobody' }
  | { outcome: 'recent'; sentAt: Date; againFrom: Date }

export type OwedBackNotice = {
  /** Unique per cause (decision 020): a cancellation reported twice writes one message. */
  key: string
  paymentId: string
  description: string
  amountCents: number
  reason: RefundReason
}

/** The PostNL checkout's parcel a withdrawn order left (decision 036): its reference, and whether nothing was left to send. */
export type ParcelLetGo = { reference: string; cancelled: boolean }

export type RefundStartedNotice = { key: string; paymentId: string; description: string; refundCents: number }

export type ResetPreviewAbove = {
  shipments: { deletes: number; keeps: number }
  buyersWithPoints: number
}
