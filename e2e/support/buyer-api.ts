import type { APIRequestContext } from 'playwright-core'

/**
 * A buyer's checkout through the API, as the cart sends it; the demo payment's id. Each TikTok name is
 * a buyer with an e-mail address of their own: one e-mail has one unpaid checkout at a time, the next
 * releases it (decision 017).
 */
export async function checkout(
  request: APIRequestContext,
  baseUrl: string,
  order: { tiktokUsername: string; productId: number; quantity?: number },
): Promise<string> {
  return (await checkoutWithOrderPage(request, baseUrl, order)).paymentId
}

/** A checkout as above; also the key to the buyer's order page that the answer carries (decision 021). */
export async function checkoutWithOrderPage(
  request: APIRequestContext,
  baseUrl: string,
  order: { tiktokUsername: string; productId: number; quantity?: number; shippingMethod?: 'live' | 'postnl' },
): Promise<{ paymentId: string; orderPageToken: string }> {
  const response = await request.post(`${baseUrl}/api/payments`, {
    data: {
      items: [{ productId: order.productId, quantity: order.quantity ?? 1 }],
      userId: 1,
      shippingDetails: {
        tiktokUsername: order.tiktokUsername,
        firstName: 'Test',
        lastName: 'Koper',
        email: `${order.tiktokUsername.replace(/^@/, '').toLowerCase()}@example.nl`,
        street: 'Kerkstraat',
        houseNumber: '1',
        postalCode: '1234 AB',
        city: 'Utrecht',
        country: 'nederland',
        shippingMethod: order.shippingMethod ?? 'live',
        shippingCost: 0,
      },
    },
  })
  const body = (await response.json()) as { success: boolean; url?: string; orderPageToken?: string; message?: string }
  if (!body.success || !body.url) throw new Error(`checkout failed: ${response.status()} ${body.message ?? ''}`)
  return { paymentId: body.url.split('/').pop() ?? '', orderPageToken: body.orderPageToken ?? '' }
}
