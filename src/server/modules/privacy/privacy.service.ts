import type { Db } from '#server/db/db'
import { blankMailOfPayments, blankOldMailWithoutPayment } from '#server/modules/mail/mail.public'
import { anonymiseOldPayments, blankOldRefundEmails } from '#server/modules/sales/sales.public'
import { anonymiseOldShipments, stillShippable } from '#server/modules/shipping/shipping.public'
import { anonymiseOldWithdrawals } from '#server/modules/withdrawals/withdrawals.public'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Blanks the buyer's personal fields on every payment whose orders were all completed more than
 * `retentionDays` ago (decision 011). Amounts, products, country, shipping method and the TikTok
 * username stay for the books and the leaderboard. A payment with any order not (long enough)
 * completed is left alone, and so is one anonymised before. The e-mails of those payments lose their
 * recipient and contents too (decision 020); one still waiting in the outbox is failed, never sent.
 * An e-mail that belongs to no payment is blanked once it is older than the retention period.
 *
 * Shipping held cards (decision 022) adds two rules. A live payment keeps its personal data while any
 * of its paid orders is still held (its 45 days not over) or is in a shipment waiting for payment or
 * to pack: its e-mail address is the scope of the buyer's e-mail links, which bundle the orders of
 * that address, and blanking it would shut the buyer out of their own held cards. And a shipment's
 * own copy of the name and address is blanked once it was sent, or cancelled, longer ago than the
 * retention period. A Pack Battle refund's e-mail address goes once it was paid back longer ago than
 * the retention period (decision 023). A withdrawal statement's name and address go once it was made
 * longer ago than that and every order it names is decided (decision 039).
 * Returns how many payments it changed.
 */
export async function anonymiseOldPersonalData(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  return (await anonymiseOldData(db, retentionDays, now)).payments
}

/** anonymiseOldPersonalData, also telling how many shipments it blanked (the route tells the desk). */
export async function anonymiseOldData(
  db: Db,
  retentionDays: number,
  now = new Date(),
): Promise<{ payments: number; shipments: number }> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS)
  // Each table is blanked by the module that owns it (decision 028), in one transaction: no payment
  // loses its personal data while its e-mails keep a copy.
  return db.transaction(async (tx) => {
    // A payment whose cards shipping may still send keeps the address that scopes the buyer's links.
    const changed = await anonymiseOldPayments(tx, cutoff, now, (orderId, held) => stillShippable(tx, orderId, held))
    await blankMailOfPayments(tx, changed)
    await blankOldMailWithoutPayment(tx, cutoff)
    const blankedShipments = await anonymiseOldShipments(tx, cutoff, now)
    await blankOldRefundEmails(tx, cutoff)
    await anonymiseOldWithdrawals(tx, cutoff, now)
    return { payments: changed.length, shipments: blankedShipments }
  })
}
