import { startRefundSchema, type Refund } from '#shared/contracts/admin-refunds'
import { refundOverAmount } from '#shared/contracts/messages'
import { formatEuroInput, parseEuroInput } from '#shared/domain/money'

export type RefundAmountCheck = { ok: true; cents: number } | { ok: false; message: string }

/** The part of a refund 'Terugbetalen' works with: what remains owed and is not on its way (decision 052). */
type Remaining = Pick<Refund, 'remainingCents'>

/**
 * What the amount field of 'Terugbetalen' starts with: all that remains owed, '12,50'. What was paid
 * back or is on its way is not owed again (decision 052).
 */
export function refundAmountInput(refund: Remaining): string {
  return formatEuroInput(refund.remainingCents)
}

/**
 * The amount the seller typed to pay back, checked as the server checks it (decisions 028, 052): more
 * than € 0,00 and at most what remains owed. '12,50', '€ 12,50' and '12.5' all read as 1250 cents.
 */
export function checkRefundAmount(text: string, refund: Remaining): RefundAmountCheck {
  if (text.trim() === '') return { ok: false, message: 'Vul het bedrag in dat je terugbetaalt' }
  const cents = parseEuroInput(text)
  if (cents === undefined) return { ok: false, message: 'Vul een bedrag in euro in, bijvoorbeeld 12,50' }
  const checked = startRefundSchema.safeParse({ amountCents: cents })
  if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? 'Ongeldig bedrag' }
  if (cents > refund.remainingCents) return { ok: false, message: refundOverAmount(refund.remainingCents) }
  return { ok: true, cents }
}
