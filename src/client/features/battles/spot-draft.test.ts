import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { memoryStorage } from '#client/lib/memory-storage-fixture'
import { forgetSpotDraft, recallSpotDraft, saveSpotDraft } from './spot-draft'

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()))
afterEach(() => vi.unstubAllGlobals())

test('what was typed for a spot comes back in this tab, and goes once forgotten', () => {
  expect(recallSpotDraft()).toEqual({})
  saveSpotDraft({ tiktokUsername: '@spotjager', email: 'spot@example.nl' })
  expect(recallSpotDraft()).toEqual({ tiktokUsername: '@spotjager', email: 'spot@example.nl' })
  forgetSpotDraft()
  expect(recallSpotDraft()).toEqual({})
})

test('stored data is input: only strings, and no more than a field holds', () => {
  sessionStorage.setItem('spot-draft', JSON.stringify({ tiktokUsername: 42, email: 'x'.repeat(500), extra: 'y' }))
  expect(recallSpotDraft()).toEqual({ email: 'x'.repeat(200) })
  sessionStorage.setItem('spot-draft', 'not json')
  expect(recallSpotDraft()).toEqual({})
})
