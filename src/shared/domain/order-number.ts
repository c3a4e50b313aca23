/**
 * A checkout's order number, as the buyer reads it in 'Bestelbevestiging' and on the order page and
 * types it in the withdrawal function (decision 039): the first 8 characters of its payment's random
 * id, in capitals ('3F2A9C1B'). With the buyer's e-mail address it names one checkout; on its own it
 * opens nothing (the payment's pages need the whole id or a link's token).
 */
export function orderNumberOf(paymentId: string): string {
  return paymentId.slice(0, 8).toUpperCase()
}

/**
 * What a buyer typed as an order number, normalised ('3f2a 9c1b' → '3F2A9C1B', '#3F2A9C1B' as numbers
 * are often written); undefined when it cannot be one.
 */
export function normaliseOrderNumber(typed: string): string | undefined {
  const number = typed.replace(/[\s#-]/g, '').toUpperCase()
  return /^[0-9A-F]{8}$/.test(number) ? number : undefined
}
