import type { ShippingMethod } from '#shared/domain/shipping'

/** product.md 9: the two shipping methods as the checkout names them. */
export const shippingMethodLabel: Record<ShippingMethod, string> = {
  live: 'Live opening (bewaren bij ons)',
  postnl: 'PostNL met track & trace',
}
