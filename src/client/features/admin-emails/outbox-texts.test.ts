import { expect, test } from 'vitest'
import { outboxWarning, queuedText } from './outbox-texts'

test('the warning counts the held and failed e-mails, and says why they wait when the shop has no mail server', () => {
  expect(outboxWarning({ held: 0, failed: 0, mailServer: false })).toBeUndefined()
  expect(outboxWarning({ held: 0, failed: 0, mailServer: true })).toBeUndefined()
  expect(outboxWarning({ held: 3, failed: 0, mailServer: false })).toBe('3 e-mails zijn niet verzonden: er is geen mailserver ingesteld.')
  expect(outboxWarning({ held: 1, failed: 0, mailServer: false })).toBe('1 e-mail is niet verzonden: er is geen mailserver ingesteld.')
  expect(outboxWarning({ held: 1, failed: 0, mailServer: true })).toBe('1 e-mail is niet verzonden.')
  expect(outboxWarning({ held: 0, failed: 2, mailServer: true })).toBe('2 e-mails zijn mislukt.')
  expect(outboxWarning({ held: 2, failed: 1, mailServer: false })).toBe(
    '2 e-mails zijn niet verzonden: er is geen mailserver ingesteld. 1 e-mail is mislukt.',
  )
})

test("'Nu versturen' says how many e-mails go out now", () => {
  expect(queuedText(0)).toBe('Er wachtten geen e-mails meer.')
  expect(queuedText(1)).toBe('1 e-mail wordt nu verstuurd.')
  expect(queuedText(4)).toBe('4 e-mails worden nu verstuurd.')
})
