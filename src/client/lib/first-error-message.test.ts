import type { FieldErrors } from 'react-hook-form'
import { expect, test } from 'vitest'
import { firstErrorMessage } from './first-error-message'

type Values = { title: string; imageUrl: string; tikkieUrl: string }

test('the first message in screen order, not in the order reported', () => {
  const errors: FieldErrors<Values> = {
    tikkieUrl: { type: 'invalid', message: 'Ongeldige Tikkie URL' },
    imageUrl: { type: 'invalid', message: 'Ongeldige afbeelding URL' },
  }
  expect(firstErrorMessage(errors, ['title', 'imageUrl', 'tikkieUrl'])).toBe('Ongeldige afbeelding URL')
})

test('no errors: no message', () => {
  expect(firstErrorMessage<Values>({}, ['title'])).toBeUndefined()
})
