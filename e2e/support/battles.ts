import type { APIRequestContext } from 'playwright-core'
import { expect } from 'vitest'
import type { z } from 'zod'
import type { createBattleSchema } from '#shared/contracts/admin-battles'
import type { ShopServer } from './shop-server'

type BattleFields = z.input<typeof createBattleSchema>

/** An active four-spot battle of the demo booster box, € 12,50 a spot: what a test does not name. */
const BATTLE_DEFAULTS = {
  description: 'Vier plekken, één winnaar.',
  productName: 'Booster Box – Nachtvlam',
  imageUrl: '/demo/booster-box.svg',
  maxSpots: 4,
  pricePerSpot: '12,50',
  tikkieUrl: 'https://tikkie.me/pay/battle',
  isActive: true,
} as const satisfies Partial<BattleFields>

/**
 * The seller creates a Pack Battle through the admin API, as the form on /admin/pack-battles does:
 * the defaults above with the test's own fields over them. Answers the new battle's id.
 */
export async function createBattle(
  seller: APIRequestContext,
  shop: ShopServer,
  overrides: Partial<BattleFields> & Pick<BattleFields, 'title'>,
): Promise<number> {
  const created = await seller.post(`${shop.baseUrl}/api/pack-battles`, { data: { ...BATTLE_DEFAULTS, ...overrides } })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { id: number }).id
}
