import { expect, test } from 'vitest'
import { startTestSmtp } from '#server/testing/test-smtp'
import { useForAllTests, useTwoInstances } from '#server/testing/use-test-shop'
import { enqueueMail } from './mail.public'

/**
 * Decision 020: several instances on one PostgreSQL database each run the mail worker; each message is
 * claimed with FOR UPDATE SKIP LOCKED, so none goes out twice, also while the server flaps.
 */
const smtp = useForAllTests('the test SMTP server', startTestSmtp)
const timing = { pollMs: 20, retryBaseMs: 20, retryMaxMs: 60 }
const shops = useTwoInstances(() => ({ smtpUrl: smtp.url }), () => ({ mailTiming: timing }))

test('two instances on one database deliver every message exactly once', async () => {
  if (!shops.database.url) throw new Error('this test needs PostgreSQL (run it in the api-postgres project)')
  const [first, second] = shops.instances
  expect(first.database).not.toBe(second.database)
  await Promise.all([first.app.ready(), second.app.ready()])

  const count = 40
  for (let i = 0; i < count; i++) {
    await enqueueMail((i % 2 ? first : second).database.db, {
      key: `instances:${i}`,
      kind: 'order_confirmation',
      paymentId: null,
      to: `koper${i}@example.nl`,
      subject: `Bericht ${i}`,
      html: `<p>${i}</p>`,
      text: `${i}`,
    })
    if (i === 10) await smtp.down('tempfail')
    if (i === 20) await smtp.up()
  }
  await smtp.waitFor(count, 20_000)
  await new Promise((done) => setTimeout(done, 500))
  const ids = smtp.messages.map((m) => m.messageId)
  expect(ids).toHaveLength(count)
  expect(new Set(ids).size).toBe(count)
})
