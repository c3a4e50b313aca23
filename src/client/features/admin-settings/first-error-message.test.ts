import { describe, expect, test } from 'vitest'
import type { FieldErrors } from 'react-hook-form'
import { firstErrorMessage } from './first-error-message'

type Values = { url: string; label: string; isActive: boolean }

describe('the first validation message', () => {
  test('follows the order of the fields on screen', () => {
    const errors: FieldErrors<Values> = {
      label: { type: 'too_small', message: 'Label is verplicht' },
      url: { type: 'invalid_format', message: 'Voer een geldige URL in' },
    }
    expect(firstErrorMessage(errors, ['url', 'label', 'isActive'])).toBe('Voer een geldige URL in')
    expect(firstErrorMessage(errors, ['label', 'url'])).toBe('Label is verplicht')
  })

  test('skips fields without a message, and is undefined when none has one', () => {
    const errors: FieldErrors<Values> = { url: { type: 'custom' }, label: { type: 'x', message: 'Label is verplicht' } }
    expect(firstErrorMessage(errors, ['url', 'label'])).toBe('Label is verplicht')
    expect(firstErrorMessage({}, ['url', 'label'])).toBeUndefined()
  })
})
