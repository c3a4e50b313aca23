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

/** The seller goes live or offline, as 'Start Stream' and 'Stop Stream' do (a live session opens or closes, decision 060). */
export async function setLive(seller: APIRequestContext, shop: ShopServer, isLive: boolean): Promise<void> {
  const answer = await seller.post(`${shop.baseUrl}/api/live-status`, { data: { isLive } })
  if (!answer.ok()) throw new Error(`setting live to ${isLive} failed: ${answer.status()}`)
}

/**
 * The seller taps 'Afronden' on the buyer's queued order during a live, and the tap reaches the server
 * with its moment a moment later, as the live console sends it after the undo window (decision 060).
 * Returns the tap's moment. Fails when the buyer has no order in the queue.
 */
export async function tapAfronden(seller: APIRequestContext, shop: ShopServer, tiktokUsername: string): Promise<string> {
  const orders = (await (await seller.get(`${shop.baseUrl}/api/orders`)).json()) as { id: number; tiktokUsername: string; status: string }[]
  const queued = orders.find((order) => order.tiktokUsername === tiktokUsername && order.status === 'pending')
  if (!queued) throw new Error(`no queued order of ${tiktokUsername}`)
  await new Promise((resolve) => setTimeout(resolve, 50))
  const tappedAt = new Date(Date.now() - 10).toISOString()
  const answer = await seller.patch(`${shop.baseUrl}/api/orders/${queued.id}`, { data: { status: 'completed', tappedAt } })
  if (!answer.ok()) throw new Error(`completing order ${queued.id} failed: ${answer.status()} ${await answer.text()}`)
  return tappedAt
}

/** The seller pastes the replay's address on the newest live session, as 'Live sessies' does (decision 061). */
export async function pasteReplay(seller: APIRequestContext, shop: ShopServer, replayUrl: string): Promise<void> {
  const [newest] = (await (await seller.get(`${shop.baseUrl}/api/admin/live-sessions`)).json()) as { id: number }[]
  if (!newest) throw new Error('no live session to paste a replay on')
  const answer = await seller.patch(`${shop.baseUrl}/api/admin/live-sessions/${newest.id}`, { data: { replayUrl } })
  if (!answer.ok()) throw new Error(`pasting the replay failed: ${answer.status()}`)
}
