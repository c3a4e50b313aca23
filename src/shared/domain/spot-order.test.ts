import { expect, test } from 'vitest'
import { battlePrizeProductName, battleSpotProductName } from '#shared/contracts/messages'
import { isSpotOrderName } from './spot-order'

test('a spot’s line, as the server names it, is a spot; a product is not', () => {
  expect(isSpotOrderName(battleSpotProductName('Zondag', 4))).toBe(true)
  expect(isSpotOrderName(battleSpotProductName('Battle "Groot", met "aanhalingstekens"', 10))).toBe(true)
  expect(isSpotOrderName('Booster Pack – Nachtvlam')).toBe(false)
  // The prize's line names the battle too, but it is cards that are held and shipped.
  expect(isSpotOrderName(battlePrizeProductName('Zondag', 'Booster Box – Nachtvlam'))).toBe(false)
  expect(isSpotOrderName(battlePrizeProductName('Zondag', 'Pack, plek 4'))).toBe(false)
})
