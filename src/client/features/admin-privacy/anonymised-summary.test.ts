import { expect, test } from 'vitest'
import { anonymisedSummary } from './anonymised-summary'

test('the summary names how many payments lost their personal data, in Dutch, with the period', () => {
  expect(anonymisedSummary({ anonymised: 3, retentionDays: 180 })).toBe(
    'Van 3 betalingen zijn de persoonsgegevens gewist (afgerond langer dan 180 dagen geleden).',
  )
  expect(anonymisedSummary({ anonymised: 1, retentionDays: 30 })).toBe(
    'Van 1 betaling zijn de persoonsgegevens gewist (afgerond langer dan 30 dagen geleden).',
  )
  expect(anonymisedSummary({ anonymised: 0, retentionDays: 180 })).toBe(
    'Er waren geen bestellingen met persoonsgegevens die afgerond langer dan 180 dagen geleden zijn.',
  )
})
