import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/db/db'
import { listWrittenMailKeys } from '#server/modules/mail/mail.public'
import { listPaidCheckoutsSettledWithin } from '#server/modules/sales/sales.public'
import type { MailSite } from './mail-site'
import { orderConfirmationKey, writeOrderConfirmation } from './order-confirmation.service'

/**
 * A settlement writes its confirmation milliseconds after its commit (decision 066); the sweep leaves a
 * payment alone for this long, so it does not race that write (the key would hold, but both would render).
 */
export const CONFIRMATION_SWEEP_AFTER_MS = 60_000

/**
 * How far back the sweep looks: a day, time for every instance to be restarted after a stop. Bounded,
 * so a paid payment from before the outbox, or a row a test wrote straight, is never confirmed years
 * late. A message of a payment in it is never deleted on purpose: Reset Data deletes a payment's
 * messages only with the payment itself (the sweep then finds no payment), and the retention rules
 * (decision 011) blank a message's contents and keep its row and key, and mark the payment anonymised,
 * which the sweep passes over; their shortest period (PII_RETENTION_DAYS, at least one day) is no
 * shorter than this window either.
 */
export const CONFIRMATION_SWEEP_WITHIN_MS = 24 * 60 * 60_000

/**
 * Writes the 'Bestelbevestiging' a settlement did not (decision 066): the process stopped between the
 * settlement's commit and the confirmation's own transaction, or that transaction failed. Sales lists
 * the checkouts paid between a day and a minute ago that owe one, the outbox says which of their keys
 * it holds, and the rest are written as the settlement writes them, each in its own transaction. Safe
 * on several instances at once: the key is unique, and a payment confirmed meanwhile is skipped. A
 * payment that cannot be written is logged and left for the next run; the others go on. Returns how
 * many it wrote.
 */
export async function writeMissingOrderConfirmations(
  deps: { db: Db; site: MailSite; log: FastifyBaseLogger },
  now = new Date(),
): Promise<number> {
  const { db, site, log } = deps
  const paymentIds = await listPaidCheckoutsSettledWithin(db, {
    after: new Date(now.getTime() - CONFIRMATION_SWEEP_WITHIN_MS),
    before: new Date(now.getTime() - CONFIRMATION_SWEEP_AFTER_MS),
  })
  if (paymentIds.length === 0) return 0
  const written = new Set(await listWrittenMailKeys(db, paymentIds.map(orderConfirmationKey)))
  let count = 0
  for (const paymentId of paymentIds) {
    if (written.has(orderConfirmationKey(paymentId))) continue
    try {
      if (await writeOrderConfirmation(db, site, paymentId)) count++
    } catch (error) {
      log.error({ err: error, paymentId }, 'could not write a missing order confirmation')
    }
  }
  if (count > 0) log.warn({ count }, 'wrote order confirmations their settlements had not written')
  return count
}
