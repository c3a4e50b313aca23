import { expect, test } from 'vitest'
import { printable } from './dispute-pack-pdf'

// decision 063: the PDF's built-in Helvetica prints WinAnsi only; what it cannot print must not become noise.
test('the euro sign, dashes, quotes and Latin letters are printed as they are', () => {
  expect(printable('2× Booster Box – Nachtvlam · € 12,50 · ‘Afronden’ · Zoë Ærø')).toBe('2× Booster Box – Nachtvlam · € 12,50 · ‘Afronden’ · Zoë Ærø')
})

test('a character the font has not (an emoji, Cyrillic) becomes one question mark, and a line break a space', () => {
  expect(printable('kaart🔥fan\nЖ')).toBe('kaart?fan ?')
})

test('a letter typed as two code points is joined first, so it prints', () => {
  expect(printable('Zoe\u0308')).toBe('Zoë')
})
