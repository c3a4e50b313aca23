import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { mailMessages } from '#server/db/schema'
import { startTestSmtp } from '#server/testing/test-smtp'
import { useForAllTests, useTestShop } from '#server/testing/use-test-shop'
import { enqueueMail } from './mail.public'

/**
 * Without SMTP_URL nothing leaves the machine (decision 020): the worker marks each message kept, and
 * the back office shows it. An SMTP server is listening here all the same, to prove nothing reaches it.
 */
const smtp = useForAllTests('the test SMTP server', startTestSmtp)
const { database, shop } = useTestShop({ deps: { mailTiming: { pollMs: 100 } } })
// The worker starts when the app is ready, as main.ts makes it ready by listening.
beforeAll(() => shop.app.ready())

test('with no mail server configured a message is kept, never sent', async () => {
  expect(database.kind).toBeDefined()
  await enqueueMail(database.db, {
    key: 'kept:1',
    kind: 'order_links',
    paymentId: null,
    to: 'koper@example.nl',
    subject: 'Je bestellingen',
    html: '<p>Je bestellingen</p>',
    text: 'Je bestellingen',
  })
  const deadline = Date.now() + 10_000
  let status = 'pending'
  while (status !== 'kept' && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 50))
    const [row] = await database.db.select().from(mailMessages).where(eq(mailMessages.key, 'kept:1'))
    status = row?.status ?? 'missing'
  }
  expect(status).toBe('kept')
  const [row] = await database.db.select().from(mailMessages).where(eq(mailMessages.key, 'kept:1'))
  expect(row?.messageId).toMatch(/@localhost>$/)
  expect(row?.sentAt).toBeNull()
  expect(smtp.messages).toHaveLength(0)
})
