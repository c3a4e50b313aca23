/** product.md 3.1 and 9: how an order reaches the buyer, and what that costs. */
export const shippingMethods = ['live', 'postnl'] as const
export type ShippingMethod = (typeof shippingMethods)[number]

export const countries = ['nederland', 'belgie'] as const
export type Country = (typeof countries)[number]

export const countryLabel: Record<Country, string> = { nederland: 'Nederland', belgie: 'België' }

/** Live opening is free; PostNL with tracking costs 495 cents in the Netherlands, 995 in Belgium. */
export function shippingCostCents(method: ShippingMethod, country: Country): number {
  if (method === 'live') return 0
  return country === 'belgie' ? 995 : 495
}

/** product.md 9: what a shipping request for held cards costs: PostNL with tracking, by country. */
export function shippingFeeCents(country: Country): number {
  return shippingCostCents('postnl', country)
}
