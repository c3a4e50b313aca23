import type { APIRequestContext } from 'playwright-core'
import type { App } from '#server/app'
import { settleDemoPayment } from '#server/testing/factories'
import { checkout } from './buyer-api'

/** What fillHomeBlocks put in each of home's blocks (product.md 2.4), for a test or benchmark to look for. */
export const homeData = {
  queueBuyers: ['kaartfan', 'boosterbram', 'packpiet'],
  tikkieLabel: 'Betaal via Tikkie',
  whatsappLabel: 'Word lid via WhatsApp',
  activeBattle: { title: 'Zaterdag Battle – Nachtvlam', participant: 'spelerbeau' },
  completedBattle: { title: 'Vrijdag Battle – Stormkust', winner: 'winnaarwim' },
} as const

/** The demo catalogue's first product: Booster Pack – Nachtvlam, stock 40. */
const DEMO_BOOSTER = 1

/**
 * Gives every block of home data, through the API as the seller and buyers would: the stream is
 * live, both links are active, three buyers have a paid order in the queue (which also puts them
 * on the leaderboard), one Pack Battle is active with a participant and an earlier one is completed
 * with a winner. `request` is logged in as the seller with `accessCode`; the buyers pay on the demo
 * page of the shop's `app`.
 */
export async function fillHomeBlocks(
  shop: { app: App; baseUrl: string },
  request: APIRequestContext,
  accessCode: string,
): Promise<void> {
  const { baseUrl } = shop
  const send = async (method: 'post' | 'patch', path: string, data: unknown): Promise<{ id?: number }> => {
    const response = await request[method](`${baseUrl}${path}`, { data })
    if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path} answered ${response.status()}: ${await response.text()}`)
    return response.status() === 204 ? {} : ((await response.json()) as { id?: number })
  }
  await send('post', '/api/auth/login', { accessCode })
  await send('post', '/api/live-status', { isLive: true })
  await send('post', '/api/tikkie-link', { url: 'https://tikkie.me/pay/packstroom', label: homeData.tikkieLabel, isActive: true })
  await send('post', '/api/whatsapp-link', { url: 'https://chat.whatsapp.com/packstroom', label: homeData.whatsappLabel, isActive: true })

  for (const tiktokUsername of homeData.queueBuyers) {
    await settleDemoPayment(shop.app, await checkout(request, baseUrl, { tiktokUsername, productId: DEMO_BOOSTER }))
  }

  const battle = (title: string, isActive: boolean) => ({
    title,
    description: 'Vier spelers, één winnaar: alle kaarten.',
    productName: 'Booster Box – Nachtvlam',
    imageUrl: '/demo/booster-box.svg',
    maxSpots: 4,
    pricePerSpot: '15.00',
    tikkieUrl: 'https://tikkie.me/pay/battle',
    isActive,
  })
  const completed = await send('post', '/api/pack-battles', battle(homeData.completedBattle.title, false))
  const winner = await send('post', `/api/pack-battles/${completed.id}/participants`, {
    name: homeData.completedBattle.winner,
    spotNumber: 1,
    isPaid: true,
  })
  await send('post', `/api/pack-battles/${completed.id}/complete`, { winnerId: winner.id })

  const active = await send('post', '/api/pack-battles', battle(homeData.activeBattle.title, true))
  await send('post', `/api/pack-battles/${active.id}/participants`, {
    name: homeData.activeBattle.participant,
    spotNumber: 1,
    isPaid: true,
  })
}
