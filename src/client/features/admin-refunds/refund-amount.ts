import { startRefundSchema } from '#shared/contracts/admin-refunds'
import { refundOverAmount } from '#shared/contracts/messages'
import { formatEuroInput, parseEuroInput } from '#shared/domain/money'

export type RefundAmountCheck = { ok: true; cents: number } | { ok: false; message: string }

/** What the amount field of 'Terugbetalen' starts with: the whole amount owed, '12,50'. */
export function refundAmountInput(amountCents: number): string {
  return formatEuroInput(amountCents)
}

/**
 * The amount the seller typed to pay back, checked as the server checks it (decision 028): more than
 * € 0,00 and at most what is owed. '12,50', '€ 12,50' and '12.5' all read as 1250 cents.
 */
export function checkRefundAmount(text: string, owedCents: number): RefundAmountCheck {
  if (text.trim() === '') return { ok: false, message: 'Vul het bedrag in dat je terugbetaalt' }
  const cents = parseEuroInput(text)
  if (cents === undefined) return { ok: false, message: 'Vul een bedrag in euro in, bijvoorbeeld 12,50' }
  const checked = startRefundSchema.safeParse({ amountCents: cents })
  if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? 'Ongeldig bedrag' }
  if (cents > owedCents) return { ok: false, message: refundOverAmount(owedCents) }
  return { ok: true, cents }
}
