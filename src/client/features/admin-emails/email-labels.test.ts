import { expect, test } from 'vitest'
import { formatMoment, statusLabels } from './email-labels'

test('every status reads in Dutch: a message waiting or being sent is in the queue, a held one not sent (decision 038)', () => {
  expect(statusLabels).toEqual({
    pending: 'In de wachtrij',
    sending: 'In de wachtrij',
    sent: 'Verzonden',
    kept: 'Niet verzonden',
    failed: 'Mislukt',
  })
})

test('times are shown in Amsterdam time', () => {
  expect(formatMoment('2026-01-15T11:30:00.000Z')).toContain('12:30')
  expect(formatMoment('2026-07-15T11:30:00.000Z')).toContain('13:30')
})
