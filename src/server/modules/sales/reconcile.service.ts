import { asc, eq } from 'drizzle-orm'
import { messages } from '#shared/contracts/messages'
import type { Tx } from '#server/db/db'
import { payments, refunds } from '#server/db/schema/sales'
import { readStandingChargebackCents, reconcileChargebacks } from './chargebacks.service'
import type { ProviderPayment, ProviderRefund } from './providers/payment-provider'
import { applyAttemptWord, announceRefunds, resendAttempt, type AttemptToSend } from './refund-attempts.service'
import { insertAttempt, listPaymentsToReconcile, readAttemptsOfPayment } from './refund-attempts.repo'
import { amountsOf, insertRefund, listAttemptsOf, settleRefundStatus, type AttemptRow, type RefundRow } from './refunds.repo'
import type { RefundDeps } from './refunds.service'

/**
 * How long an attempt without an answer is sent again under its own key before it counts as never
 * arrived: Mollie keeps an idempotency key for an hour, so within it a resend replays a refund the
 * first request made, and past it a request that never showed up at Mollie will not show up any more.
 */
export const RESEND_WINDOW_MS = 50 * 60_000
/** An attempt this young may still be on its way in its sender's request: the job leaves it alone. */
export const SETTLE_TIME_MS = 30_000

type ReconcileDeps = Pick<RefundDeps, 'db' | 'publish' | 'provider' | 'salesHooks' | 'log'>

/**
 * Reconciles one payment's refunds with the provider (decision 052): lists its refunds there and takes
 * them as the truth. An attempt found there (by the attempt id in its metadata, or its refund id) takes
 * the provider's status; a refund there the shop never recorded (made in the provider's dashboard) is
 * recorded against what the payment owes, or as money paid back of its own; an attempt without an answer
 * that is not there is sent again under its own key, and after the resend window counts as never
 * arrived. Returns how many attempts changed.
 */
export async function reconcilePayment(deps: ReconcileDeps, paymentId: string, now = new Date()): Promise<number> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId))
  if (!payment?.providerPaymentId || payment.provider !== deps.provider.name) return 0
  const providerPaymentId = payment.providerPaymentId
  let listed: ProviderRefund[]
  try {
    listed = await deps.provider.listRefunds(providerPaymentId)
  } catch (error) {
    deps.log.warn({ err: error, paymentId }, 'could not list a payment’s refunds at the provider')
    return 0
  }

  const resends: AttemptToSend[] = []
  const refundIds: number[] = []
  const changed = await deps.db.transaction(async (tx) => {
    const cases = await tx.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.id)).for('update')
    refundIds.push(...cases.map((c) => c.id))
    const attemptsByCase = await listAttemptsOf(tx, refundIds)
    const attempts = [...attemptsByCase.values()].flat()
    const seen = new Set<number>()
    let count = 0
    for (const refund of listed) {
      const attempt =
        attempts.find((a) => refund.attemptId !== null && a.id === refund.attemptId) ??
        attempts.find((a) => a.providerRefundId === refund.providerRefundId)
      if (attempt) {
        seen.add(attempt.id)
        if (await applyAttemptWord(tx, deps.salesHooks, attempt, wordOf(refund))) count++
        // Failed is final in the shop, so money Mollie moved for it anyway is for a person to sort out.
        else if (attempt.status === 'failed' && refund.status !== 'failed') {
          deps.log.error({ paymentId, attemptId: attempt.id }, 'the provider made a refund the shop counts as failed')
        }
      } else if (refund.status !== 'failed') {
        await recordFoundRefund(tx, payment, cases, attemptsByCase, refund)
        count++
      }
    }
    for (const attempt of attempts) {
      if (attempt.status !== 'unknown' || seen.has(attempt.id)) continue
      if (now.getTime() - attempt.createdAt.getTime() > RESEND_WINDOW_MS) {
        if (await applyAttemptWord(tx, deps.salesHooks, attempt, { status: 'failed', lastError: messages.refundNotArrived })) count++
      } else {
        const description = cases.find((c) => c.id === attempt.refundId)?.description ?? ''
        resends.push({ attempt, providerPaymentId, description })
      }
    }
    return count
  })
  let resent = 0
  for (const toSend of resends) if ((await resendAttempt(deps, toSend)).kind !== 'no_answer') resent++
  const total = changed + resent
  if (total > 0) await announceRefunds(deps.db, deps.publish, refundIds)
  return total
}

function wordOf(refund: ProviderRefund) {
  return {
    status: refund.status,
    providerRefundId: refund.providerRefundId,
    lastError: refund.status === 'failed' ? messages.refundFailedAtProvider : null,
  }
}

/**
 * A refund at the provider the shop never recorded (decision 052): the seller paid back in the
 * provider's dashboard. It counts against the first refund of the payment it fits in, as an attempt of
 * that refund; otherwise it is recorded as money paid back of its own ('refunded_at_provider').
 */
async function recordFoundRefund(
  tx: Tx,
  payment: typeof payments.$inferSelect,
  cases: RefundRow[],
  attemptsByCase: Map<number, AttemptRow[]>,
  found: ProviderRefund,
): Promise<void> {
  const fits = cases.find((c) => c.status === 'owed' && amountsOf(c, attemptsByCase.get(c.id) ?? []).remainingCents >= found.amountCents)
  const refundId =
    fits?.id ??
    (await insertRefund(tx, {
      key: `refunded_at_provider:${found.providerRefundId}`,
      paymentId: payment.id,
      orderId: null,
      reason: 'refunded_at_provider',
      description: found.description.replace(/^Terugbetaling: /, '') || 'Terugbetaling bij de betaalprovider',
      amountCents: found.amountCents,
      tiktokUsername: payment.tiktokUsername,
      email: payment.email,
    }))
  if (refundId === undefined) return
  await insertAttempt(tx, { refundId, amountCents: found.amountCents, provider: payment.provider, status: found.status, providerRefundId: found.providerRefundId })
  await settleRefundStatus(tx, refundId, { provider: payment.provider, startedAt: new Date() })
}

/**
 * After the payment's webhook (decision 052): Mollie calls it when one of the payment's refunds or
 * chargebacks changes too. The payment Mollie just reported says whether there is anything to find:
 * refunds are listed when Mollie's count of them differs from the shop's (a refund made in its
 * dashboard, one that bounced) or an attempt waits for Mollie's word; chargebacks when Mollie's count
 * differs from the chargebacks the shop holds (a new one, a reversal). A plain 'paid' in a drop asks
 * Mollie once, not thrice.
 */
export async function reconcileAfterWebhook(deps: ReconcileDeps, paymentId: string, known: ProviderPayment): Promise<void> {
  const attempts = await readAttemptsOfPayment(deps.db, paymentId)
  if (attempts.waiting || attempts.takenCents !== known.refundedCents) await reconcilePayment(deps, paymentId)
  if ((await readStandingChargebackCents(deps.db, paymentId)) !== known.chargedBackCents) await reconcileChargebacks(deps, paymentId)
}

/**
 * The job's round (decision 052): every payment with an attempt the provider has not settled and that
 * nobody is sending now, reconciled. Returns how many attempts changed.
 */
export async function reconcileOpenRefunds(deps: ReconcileDeps, now = new Date()): Promise<number> {
  let changed = 0
  for (const paymentId of await listPaymentsToReconcile(deps.db, new Date(now.getTime() - SETTLE_TIME_MS))) {
    changed += await reconcilePayment(deps, paymentId, now)
  }
  return changed
}
