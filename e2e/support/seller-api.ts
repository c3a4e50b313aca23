import type { APIRequestContext, Browser } from 'playwright-core'
import { E2E_ACCESS_CODE, type ShopServer } from './shop-server'

/** The seller's API calls, logged in with the access code, in a browser context of their own. */
export async function sellerApi(browser: Browser, shop: ShopServer): Promise<APIRequestContext> {
  const request = (await browser.newContext()).request
  const login = await request.post(`${shop.baseUrl}/api/auth/login`, { data: { accessCode: E2E_ACCESS_CODE } })
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`)
  return request
}

/**
 * The seller opens a buyer's queued orders (all, or the first `count`), as 'Afronden' on
 * /admin/orders does. Fails when the buyer has none in the queue.
 */
export async function completeQueuedOrders(
  seller: APIRequestContext,
  shop: ShopServer,
  tiktokUsername: string,
  count = Number.POSITIVE_INFINITY,
): Promise<void> {
  const orders = (await (await seller.get(`${shop.baseUrl}/api/orders`)).json()) as {
    id: number
    tiktokUsername: string
    status: string
  }[]
  const queued = orders.filter((row) => row.tiktokUsername === tiktokUsername && row.status === 'pending').slice(0, count)
  if (queued.length === 0) throw new Error(`no queued order of ${tiktokUsername}`)
  for (const order of queued) {
    const answer = await seller.patch(`${shop.baseUrl}/api/orders/${order.id}`, { data: { status: 'completed' } })
    if (!answer.ok()) throw new Error(`completing order ${order.id} failed: ${answer.status()}`)
  }
}
