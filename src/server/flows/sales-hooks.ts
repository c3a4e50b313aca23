import type { FastifyBaseLogger } from 'fastify'
import {
  readLeaderboard,
  addPoints,
  clearPoints,
  countBuyersWithPoints,
  restorePoints,
  takeBackPoints,
} from '#server/modules/leaderboard/leaderboard.public'
import {
  enqueueOrderCancelled,
  enqueueOrderConfirmationAgain,
  enqueuePackOpened,
  enqueueRefundStarted,
  writeOrderConfirmation,
  type MailSite,
} from '#server/modules/mail-content/mail-content.public'
import { announceBattles, settleSpotPayment } from '#server/modules/battles/battles.public'
import { listOpeningsOfOrders, noteQueueHead, recordOpeningTap } from '#server/modules/openings/openings.public'
import { createOrderPageLink } from '#server/modules/order-page/order-page.public'
import type { SalesHooks } from '#server/modules/sales/sales.public'
import {
  addOpenedOrderToParcel,
  countShipmentsForReset,
  deleteShipmentsForReset,
  holdShipmentsOfPayment,
  listTakenOrderIds,
  letGoOfWithdrawnOrder,
  listUnsentOrderIds,
  releaseShipmentsOfPayment,
  shippingOfOrders,
} from '#server/modules/shipping/shipping.public'
import { closeWithdrawalsOfCancelledOrders, withdrawalsOfOrders } from '#server/modules/withdrawals/withdrawals.public'

/**
 * What each change of sales' money sets off in the modules above it (decision 047), read top to
 * bottom: sales calls no module above it and says what happened through these hooks (sales-hooks.ts
 * in sales), and this is the one place that says who reacts. Each reaction runs in the transaction of
 * the change, except `announce` and `ordersPaidAnnounced`, which run after its commit.
 */
export function createSalesHooks(site: MailSite, log: FastifyBaseLogger): SalesHooks {
  return {
    // The link for /payment/success, with the payment, so a recorded checkout always has one (decision 021).
    checkoutRecorded: (tx, paymentId) => createOrderPageLink(tx, paymentId, 'browser'),

    // A Pack Battle spot is paid as a checkout (decision 023): its battle takes or lets go the spot first.
    spotSettling: (tx, paymentId, paid) => settleSpotPayment(tx, paymentId, paid),

    // Paid orders earn points (decision 009); during a live, a paid order that joins an empty queue is
    // 'Nu aan de beurt' now (decision 060). The buyer's confirmation comes after the commit (below).
    async ordersPaid(tx, { orders }) {
      const pointsAdded = await addPoints(tx, orders)
      await noteQueueHead(tx, new Date())
      return { pointsAdded }
    },

    // Once the paid orders are announced, the buyer gets 'Bestelbevestiging' (decision 020), written in a
    // transaction of its own so the settlement's locks and broadcast do not wait for its render (decision
    // 066). A failure is logged, not thrown: the payment is paid and announced, and the answer to the
    // webhook, the buyer's return or the seller's 'Toch leveren' says so; the sweep writes it later.
    async ordersPaidAnnounced(db, paymentId) {
      await writeOrderConfirmation(db, site, paymentId).catch((error: unknown) => {
        log.error({ err: error, paymentId }, 'could not write the order confirmation after the payment; the sweep writes it later')
      })
    },

    // 'Bevestiging opnieuw versturen': once a while, however often it is pressed.
    confirmationAskedAgain: (tx, paymentId) => enqueueOrderConfirmationAgain(tx, site, paymentId),

    // 'Je pack is geopend' (none for an order the seller made herself), an opened order of a PostNL
    // checkout puts that checkout on the shipping desk (decision 022), and during a live the tap's moment
    // is its moment on stream, and the next order's turn (decision 060). The moment is recorded before the
    // mail is written, so the mail can say it (decision 061).
    async orderCompleted(tx, { orderId, claimedTapAt }) {
      await recordOpeningTap(tx, orderId, claimedTapAt, new Date())
      await enqueuePackOpened(tx, site, orderId)
      return { parcelId: await addOpenedOrderToParcel(tx, orderId) }
    },

    // Paid orders were cancelled: their points go back, and a withdrawal statement still open for one
    // closes with it, so no refusal can follow the cancellation (decision 050).
    async ordersCancelled(tx, cancelled) {
      await closeWithdrawalsOfCancelledOrders(tx, cancelled.map((order) => order.id))
      // A cancelled head of the queue hands the turn to the next order (decision 060).
      await noteQueueHead(tx, new Date())
      return { pointsTakenBack: await takeBackPoints(tx, cancelled) }
    },

    // 'Je bestelling is geannuleerd', 'Je plek in de Pack Battle is vervallen', 'Je verzending is geannuleerd'.
    async moneyOwedBack(tx, notice) {
      await enqueueOrderCancelled(tx, site, notice)
    },

    // 'Terugbetaling onderweg'.
    async refundStarted(tx, notice) {
      await enqueueRefundStarted(tx, site, notice)
    },

    // A cancellation waits for a parcel that may ship the cards (decision 028); a withdrawal, for one not
    // yet sent (decision 039): a request, since a PostNL checkout's parcel let go of it (orderWithdrawing).
    ordersInShipment: (tx, orderIds, which) => (which === 'any' ? listTakenOrderIds(tx, orderIds) : listUnsentOrderIds(tx, orderIds)),

    // A withdrawal granted: a PostNL checkout's parcel not yet sent lets go of the order, and is cancelled
    // when nothing is left to send (decision 036, amended). A request keeps it, so the grant waits.
    orderWithdrawing: (tx, orderId) => letGoOfWithdrawnOrder(tx, orderId),

    shippingOfOrders: (db, orderIds, now) => shippingOfOrders(db, orderIds, now),

    // The seller's order list and live console flag an order its buyer withdrew from before it is
    // opened (decision 055).
    withdrawalsOfOrders: (db, orderIds) => withdrawalsOfOrders(db, orderIds),

    // An order card says when it was opened on stream (decision 060).
    openingsOfOrders: (db, orderIds) => listOpeningsOfOrders(db, orderIds),

    // Reset Data (product.md 6, decision 028): the shipments of the checkouts it deletes go with them, and
    // this week's points.
    resetPreview: async (tx, paymentIds) => ({
      shipments: await countShipmentsForReset(tx, paymentIds),
      buyersWithPoints: await countBuyersWithPoints(tx),
    }),
    async resetting(tx, paymentIds) {
      await deleteShipmentsForReset(tx, paymentIds)
      await clearPoints(tx)
    },

    // The bank took a payment back (decision 052): its orders' points go back, and whatever would still
    // send their cards (or was paid by it, a request's fee) is held on the desk, so nothing leaves for
    // money the shop no longer has. A parcel sent already stays sent: the seller settles it with the buyer.
    async paymentChargedBack(tx, { paymentId, orders }) {
      await holdShipmentsOfPayment(tx, { paymentId, orderIds: orders.map((order) => order.id), reason: 'charged_back' })
      await noteQueueHead(tx, new Date())
      return { pointsTakenBack: await takeBackPoints(tx, orders) }
    },

    // The chargeback was reversed: the orders kept again earn their points back (those of this week, as
    // they were taken), and what this payment held is released.
    async chargebackReversed(tx, { paymentId, orders }) {
      await releaseShipmentsOfPayment(tx, paymentId)
      return { pointsAdded: await restorePoints(tx, orders) }
    },

    async announce(db, publish, { battleIds, pointsChanged }) {
      await announceBattles(db, publish, battleIds)
      if (pointsChanged) await publish({ channel: 'leaderboard', type: 'leaderboard_updated', leaderboard: await readLeaderboard(db) })
    },
  }
}
