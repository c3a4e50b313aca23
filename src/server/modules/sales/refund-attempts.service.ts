import type { Refund } from '#shared/contracts/admin-refunds'
import { messages, refundOverAmount, refundRefusedByProvider } from '#shared/contracts/messages'
import type { Db, Tx } from '#server/db/db'
import { Refusal } from '#server/platform/refusal'
import type { Publish } from '#server/platform/events'
import type { ProviderRefundStatus } from './providers/payment-provider'
import { listQueueOrdersByIds } from './reads/queue-orders.repo'
import { countResend, insertAttempt, moveAttempt } from './refund-attempts.repo'
import { amountsOf, findRefund, isRefundableAtProvider, listAttemptsOf, listOrderIdsOfRefunds, lockRefund, settleRefundStatus, type AttemptRow } from './refunds.repo'
import type { SalesHooks } from './sales-hooks'
import type { RefundDeps } from './refunds.service'

/** What the provider said about an attempt: its status there, its id, and why it failed. */
export type AttemptWord = { status: ProviderRefundStatus; providerRefundId?: string; lastError?: string | null }

/**
 * Applies the provider's word on an attempt, once (decision 052), and moves its refund with it: what
 * was paid back, what is still on its way, what is owed again. The first word that the provider took
 * it (from unknown) tells the buyer 'Terugbetaling onderweg'. True when the attempt moved.
 */
export async function applyAttemptWord(tx: Tx, hooks: SalesHooks, attempt: AttemptRow, word: AttemptWord): Promise<boolean> {
  const moved = await moveAttempt(tx, attempt.id, word.status, {
    ...(word.providerRefundId && !attempt.providerRefundId ? { providerRefundId: word.providerRefundId } : {}),
    ...(word.status === 'failed' ? { lastError: word.lastError ?? messages.refundFailedAtProvider } : {}),
  })
  if (!moved) return false
  const refund = await settleRefundStatus(tx, attempt.refundId, {
    lastError: word.status === 'failed' ? (word.lastError ?? messages.refundFailedAtProvider) : null,
  })
  if (attempt.status === 'unknown' && word.status !== 'failed' && refund.paymentId) {
    await hooks.refundStarted(tx, {
      key: `refund-started:attempt:${attempt.id}`,
      paymentId: refund.paymentId,
      description: refund.description,
      refundCents: attempt.amountCents,
    })
  }
  return true
}

/** An attempt as it goes to the provider: its payment there and what the buyer's bank shows. */
export type AttemptToSend = { attempt: AttemptRow; providerPaymentId: string; description: string }

/** How sending an attempt ended: the provider took it, refused it, or did not answer (it may exist). */
export type SendOutcome = { kind: 'taken' } | { kind: 'refused'; reason: string } | { kind: 'no_answer' }

/**
 * Sends an attempt to the provider under its own key (decision 052), the first time or again after no
 * answer: the same amount, description and key, so a refund the provider already made is replayed, not
 * made twice. A refusal (a 4xx: no refund was made) fails the attempt with the provider's reason; no
 * answer leaves it unknown, for the reconciliation.
 */
export async function sendAttempt(deps: Pick<RefundDeps, 'db' | 'provider' | 'salesHooks' | 'log'>, toSend: AttemptToSend): Promise<SendOutcome> {
  const { attempt } = toSend
  try {
    const created = await deps.provider.refund({
      providerPaymentId: toSend.providerPaymentId,
      amountCents: attempt.amountCents,
      description: `Terugbetaling: ${toSend.description}`.slice(0, 255),
      attemptId: attempt.id,
      idempotencyKey: attempt.idempotencyKey,
    })
    await deps.db.transaction((tx) => applyAttemptWord(tx, deps.salesHooks, attempt, { status: created.status, providerRefundId: created.providerRefundId }))
    return { kind: 'taken' }
  } catch (error) {
    if (refusedByProvider(error)) {
      const reason = providerReason(error)
      deps.log.warn({ err: error, attemptId: attempt.id }, 'the payment provider refused a refund')
      await deps.db.transaction((tx) => applyAttemptWord(tx, deps.salesHooks, attempt, { status: 'failed', lastError: reason }))
      return { kind: 'refused', reason }
    }
    deps.log.warn({ err: error, attemptId: attempt.id }, 'no answer from the payment provider on a refund')
    return { kind: 'no_answer' }
  }
}

/**
 * 'Terugbetalen' (decisions 028, 052): pays back what remains owed, or a part of it, through the
 * provider, as a new attempt with its own amount and key. The attempt is recorded (unknown) before the
 * provider is asked, in its own transaction, so a second click finds it on its way and a process that
 * stops before the answer leaves it for the reconciliation. Refused while an earlier attempt is on its
 * way or waits for the provider's word: only its answer says what is left.
 */
export async function startRefund(deps: RefundDeps, id: number, amountCents?: number): Promise<Refund> {
  const { db, provider } = deps
  const toSend = await db.transaction(async (tx) => {
    const row = await lockRefund(tx, id)
    if (!row) throw new Refusal('not_found', messages.refundNotFound)
    const { refund } = row
    const attempts = (await listAttemptsOf(tx, [id])).get(id) ?? []
    // An attempt on its way, or without an answer yet, leaves the refund pending: only its answer says what is left.
    if (refund.status !== 'owed') throw new Refusal('conflict', messages.refundAlreadyStarted)
    const { remainingCents } = amountsOf(refund, attempts)
    if (!isRefundableAtProvider(row.provider, row.providerPaymentId, provider.name) || !refund.paymentId || !row.providerPaymentId) {
      throw new Refusal('conflict', messages.refundNotAtProvider)
    }
    if (remainingCents <= 0) throw new Refusal('conflict', messages.refundNothingLeft)
    const cents = amountCents ?? remainingCents
    if (cents > remainingCents) throw new Refusal('invalid', refundOverAmount(remainingCents))
    const attempt = await insertAttempt(tx, { refundId: id, amountCents: cents, provider: provider.name })
    await settleRefundStatus(tx, id, { provider: provider.name, startedAt: refund.startedAt ?? new Date(), lastError: null })
    return { attempt, providerPaymentId: row.providerPaymentId, description: refund.description }
  })
  const outcome = await sendAttempt(deps, toSend)
  await announceRefunds(db, deps.publish, [id])
  if (outcome.kind === 'refused') throw new Refusal('provider_failed', refundRefusedByProvider(outcome.reason))
  if (outcome.kind === 'no_answer') throw new Refusal('provider_failed', messages.refundNoAnswer)
  const refund = await findRefund(db, id, provider.name)
  if (!refund) throw new Error(`refund ${id} vanished`)
  return refund
}

/** Sends again, under its own key, an attempt that got no answer (the reconciliation's last resort). */
export async function resendAttempt(deps: Pick<RefundDeps, 'db' | 'provider' | 'salesHooks' | 'log'>, toSend: AttemptToSend): Promise<SendOutcome> {
  await countResend(deps.db, toSend.attempt.id)
  return sendAttempt(deps, toSend)
}

/**
 * 'Zelf terugbetaald': the seller paid back outside the shop a refund the provider cannot make (its
 * payment is not known there). A refund the provider can make is made through it, so its state stays true.
 */
export async function markRefundedByHand(deps: Pick<RefundDeps, 'db' | 'publish' | 'provider'>, id: number): Promise<Refund> {
  const { db, publish, provider } = deps
  await db.transaction(async (tx) => {
    const row = await lockRefund(tx, id)
    if (!row) throw new Refusal('not_found', messages.refundNotFound)
    if (isRefundableAtProvider(row.provider, row.providerPaymentId, provider.name)) throw new Refusal('conflict', messages.refundAtProviderOnly)
    const { refund } = row
    if (refund.status !== 'owed') return
    await settleRefundStatus(tx, id, {
      provider: 'manual',
      refundedCents: refund.amountCents - refund.chargedBackCents,
      startedAt: refund.startedAt ?? new Date(),
      lastError: null,
    })
  })
  await announceRefunds(db, publish, [id])
  const refund = await findRefund(db, id, provider.name)
  if (!refund) throw new Refusal('not_found', messages.refundNotFound)
  return refund
}

/**
 * A refund started, went through or failed: the back office's list, and the buyer's order page, which
 * refetches on an order_update of its own orders (it carries nothing about the refund, nothing personal).
 */
export async function announceRefunds(db: Db, publish: Publish, refundIds: number[]): Promise<void> {
  await publish({ channel: 'admin', type: 'refunds_changed' })
  for (const order of await listQueueOrdersByIds(db, await listOrderIdsOfRefunds(db, refundIds))) {
    await publish({ channel: 'orders', type: 'order_update', order })
  }
}

/** The provider's reason for a refusal, as its error says it (Mollie's `detail`), short enough to show. */
function providerReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.slice(0, 300) || 'onbekende fout'
}

/**
 * Whether the provider answered with a refusal (a 4xx: it made no refund), as opposed to no answer at
 * all (a time-out, a dropped connection, a 5xx), after which it may have made one.
 */
function refusedByProvider(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  return typeof status === 'number' && status >= 400 && status < 500
}
