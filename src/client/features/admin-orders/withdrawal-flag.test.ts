import { expect, test } from 'vitest'
import type { OrderWithdrawal } from '#shared/contracts/withdrawals'
import { isWithdrawnWaiting, withdrawalArrivedText, withdrawalFlagText, withdrawnCompletionText } from './withdrawal-flag'

const received: OrderWithdrawal = { receivedAt: '2026-06-03T01:52:00Z', decision: 'open', decidedAt: null, refusalReason: null }
const order = {
  tiktokUsername: 'bente_bedenkt',
  product: { name: 'Booster Pack – Nachtvlam', imageUrl: '', price: 549 },
  battleSpot: null,
  prize: false,
  productName: 'Booster Pack – Nachtvlam',
  quantity: 1,
}
const sameNight = new Date('2026-06-03T01:54:00Z')

test('only a statement waiting for the seller flags its order (decision 055)', () => {
  expect(isWithdrawnWaiting({ withdrawal: received })).toBe(true)
  expect(isWithdrawnWaiting({ withdrawal: { ...received, decision: 'refused', refusalReason: 'Geopend.', decidedAt: '2026-06-03T02:00:00Z' } })).toBe(false)
  expect(isWithdrawnWaiting({ withdrawal: null })).toBe(false)
})

test('the flag says when, in shop time, and not to open a pack still in the queue', () => {
  expect(withdrawalFlagText({ status: 'pending', withdrawal: received }, sameNight)).toBe('Herroepen door koper om 03:52 — niet openen')
  expect(withdrawalFlagText({ status: 'completed', withdrawal: received }, sameNight)).toBe('Herroepen door koper om 03:52 — beslis onder Herroepingen')
  // A statement of another day names the day.
  expect(withdrawalFlagText({ status: 'pending', withdrawal: received }, new Date('2026-06-04T09:00:00Z'))).toBe(
    'Herroepen door koper op 3 juni om 03:52 — niet openen',
  )
})

test('Afronden asks with whose order and when, and the toast says not to open it', () => {
  expect(withdrawnCompletionText({ ...order, withdrawal: received }, sameNight)).toBe(
    'bente_bedenkt heeft de aankoop van Booster Pack – Nachtvlam herroepen om 03:52. Open dit pack niet: beslis eerst onder Herroepingen. Rond je toch af, dan krijgt de koper ‘Je pack is geopend’.',
  )
  expect(withdrawalArrivedText({ ...order, status: 'pending' })).toBe('bente_bedenkt: Booster Pack – Nachtvlam. Niet openen: beslis eerst onder Herroepingen.')
  expect(withdrawalArrivedText({ ...order, status: 'completed' })).toBe('bente_bedenkt: Booster Pack – Nachtvlam. Beslis erover onder Herroepingen.')
})
