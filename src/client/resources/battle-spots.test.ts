import { describe, expect, test } from 'vitest'
import type { Participant } from '#shared/contracts/battles'
import { paidViaLabel, spotStatus, spotStatusLabel } from './battle-spots'

const participant = (overrides: Partial<Participant> = {}): Participant => ({
  id: 1,
  battleId: 1,
  name: 'anna',
  spotNumber: 1,
  isPaid: false,
  paidVia: 'tikkie',
  reserved: false,
  ...overrides,
})

describe('spot status (product.md 2.4, decision 023)', () => {
  test('a spot nobody holds is free', () => {
    expect(spotStatus(undefined)).toBe('free')
    expect(spotStatusLabel[spotStatus(undefined)]).toBe('Vrij')
  })

  test('a hold for a buyer paying in the shop is reserved', () => {
    const hold = participant({ name: '', paidVia: 'shop', reserved: true })
    expect(spotStatus(hold)).toBe('reserved')
    expect(spotStatusLabel[spotStatus(hold)]).toBe('Gereserveerd')
  })

  test('a hold stays reserved even if it were flagged paid', () => {
    expect(spotStatus(participant({ reserved: true, isPaid: true }))).toBe('reserved')
  })

  test('a participant added by hand waits until paid', () => {
    expect(spotStatusLabel[spotStatus(participant())]).toBe('Wachtend')
    expect(spotStatusLabel[spotStatus(participant({ isPaid: true }))]).toBe('Betaald')
  })

  test('a spot paid in the shop is paid', () => {
    expect(spotStatus(participant({ paidVia: 'shop', isPaid: true }))).toBe('paid')
  })
})

test('how a participant paid', () => {
  expect(paidViaLabel.shop).toBe('Winkel')
  expect(paidViaLabel.tikkie).toBe('Tikkie')
})
