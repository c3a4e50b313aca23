import type { CreateOrder } from '#shared/contracts/admin-orders'

/** product.md 7.3 and 9: the test order is for one of the first five products, chosen at random. */
export const TEST_PRODUCT_CHOICES = 5

/** `random` returns a number in [0, 1), like Math.random; undefined when there are no products. */
export function pickTestProduct<P>(products: readonly P[], random: () => number = Math.random): P | undefined {
  const choices = products.slice(0, TEST_PRODUCT_CHOICES)
  if (choices.length === 0) return undefined
  const index = Math.min(Math.floor(random() * choices.length), choices.length - 1)
  return choices[index]
}

/** product.md 7.3: quantity 1, username test_user, pending, with a fixed test address. */
export function testOrderFor(productId: number): CreateOrder {
  return {
    productId,
    quantity: 1,
    tiktokUsername: 'test_user',
    status: 'pending',
    shippingInfo: {
      name: 'Test',
      address: 'Teststraat 1',
      city: 'Teststad',
      postalCode: '1234 AB',
      country: 'nederland',
    },
  }
}
