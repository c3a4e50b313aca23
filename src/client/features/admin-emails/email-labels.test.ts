import { expect, test } from 'vitest'
import { statusLabels } from './email-labels'

test('every status reads in Dutch: a message waiting or being sent is in the queue, a held one not sent (decision 038)', () => {
  expect(statusLabels).toEqual({
    pending: 'In de wachtrij',
    sending: 'In de wachtrij',
    sent: 'Verzonden',
    kept: 'Niet verzonden',
    failed: 'Mislukt',
  })
})
