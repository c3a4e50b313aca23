import { describe, expect, test } from 'vitest'
import { nextSlug, suggestSlug } from './slug'

describe('slug suggestion', () => {
  test.each([
    ['Booster Packs', 'booster-packs'],
    ['Elite Trainer Box', 'elite-trainer-box'],
    ['Tins/Blisters', 'tins-blisters'],
    ['Japans/Chinees', 'japans-chinees'],
    ['Pokémon Crème Brûlée', 'pokemon-creme-brulee'],
    ['  Vintage  ', 'vintage'],
    ['Scarlet & Violet 151', 'scarlet-violet-151'],
    ['Één  -- twee', 'een-twee'],
    ['', ''],
    ['!!!', ''],
  ])('%j suggests %j', (name, slug) => {
    expect(suggestSlug(name)).toBe(slug)
  })

  test('a suggestion always passes the server rule for a slug, and is at most 100 characters', () => {
    const long = suggestSlug(`${'a'.repeat(99)} b`)
    expect(long.length).toBeLessThanOrEqual(100)
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  test('the slug follows the name while it is empty or still the previous suggestion', () => {
    expect(nextSlug('', 'B', '')).toBe('b')
    expect(nextSlug('Booster', 'Booster Boxen', 'booster')).toBe('booster-boxen')
  })

  test('a slug the admin typed is kept when the name changes', () => {
    expect(nextSlug('Booster', 'Booster Boxen', 'boxen')).toBe('boxen')
  })

  test('clearing the slug lets it follow the name again', () => {
    expect(nextSlug('Booster', 'Booster Bundles', '')).toBe('booster-bundles')
  })
})
