import type { ShippingMethod } from '#shared/domain/shipping'

// Times in a message are Amsterdam time, whatever the server's own zone (the shop sells in the Netherlands and Belgium).
const dateFormat = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: 'numeric', month: 'long', year: 'numeric' })
const timeFormat = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit' })

/** 25 november 2026 om 14:05 (Amsterdam). */
export function formatDateTime(at: Date): string {
  return `${dateFormat.format(at)} om ${timeFormat.format(at)}`
}

/** product.md 9: the two shipping methods as the checkout names them. */
export const shippingMethodLabel: Record<ShippingMethod, string> = {
  live: 'Live opening (bewaren bij ons)',
  postnl: 'PostNL met track & trace',
}
