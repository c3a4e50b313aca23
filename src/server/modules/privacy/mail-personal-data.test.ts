import { eq, inArray } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { mailMessages } from '#server/db/schema'
import { anonymiseOldPersonalData } from './privacy.service'
import { insertRetentionCases } from './privacy-fixture'
import { useAdminShop } from '#server/testing/use-test-shop'
import { enqueueMail } from '#server/modules/mail/mail.public'

/**
 * Decision 011 and 020: the outbox holds a buyer's address and order details, so it loses them with
 * the payment's personal data, and the back office's 'Reset Data' removes it with the payments.
 */
const shop = useAdminShop({ clearBetweenTests: true })

const mailFor = (paymentId: string, key: string) => ({
  key,
  kind: 'order_confirmation' as const,
  paymentId,
  to: 'jan.jansen@example.nl',
  subject: 'Bestelbevestiging',
  html: '<p>Jan Jansen, Dorpsstraat 1</p>',
  text: 'Jan Jansen, Dorpsstraat 1',
})

test('anonymising a payment blanks the recipient and contents of its e-mails, and leaves the others', async () => {
  const db = shop.database.db
  const cases = await insertRetentionCases(db)
  const others = Object.values(cases).filter((id) => id !== cases.old)
  await enqueueMail(db, mailFor(cases.old, 'privacy:old'))
  for (const [i, id] of others.entries()) await enqueueMail(db, mailFor(id, `privacy:other:${i}`))

  expect(await anonymiseOldPersonalData(db, 180)).toBe(1)

  const [old] = await db.select().from(mailMessages).where(eq(mailMessages.key, 'privacy:old'))
  expect(old).toMatchObject({ recipient: '', html: '', text: '', subject: 'Bestelbevestiging' })
  expect(['sent', 'kept', 'failed']).toContain(old?.status)
  const rest = await db.select().from(mailMessages).where(inArray(mailMessages.paymentId, others))
  expect(rest).toHaveLength(others.length)
  for (const row of rest) expect(row.recipient).toBe('jan.jansen@example.nl')
})

test("'Reset Data' deletes the e-mails with the payments", async () => {
  const db = shop.database.db
  const cases = await insertRetentionCases(db)
  await enqueueMail(db, mailFor(cases.old, 'reset:1'))
  const response = await shop.admin('POST', '/api/reset')
  expect(response.statusCode).toBe(204)
  expect(await db.select().from(mailMessages)).toEqual([])
})

test("an e-mail of no payment (a buyer's list of order pages) is blanked once older than the retention period", async () => {
  const db = shop.database.db
  const linksMail = (key: string) => ({ ...mailFor('', key), kind: 'order_links' as const, paymentId: null, subject: 'Je bestellingen' })
  await enqueueMail(db, linksMail('links:old'))
  await enqueueMail(db, linksMail('links:recent'))
  const longAgo = new Date(Date.now() - 181 * 24 * 60 * 60 * 1000)
  await db.update(mailMessages).set({ createdAt: longAgo }).where(eq(mailMessages.key, 'links:old'))

  await anonymiseOldPersonalData(db, 180)

  const [old] = await db.select().from(mailMessages).where(eq(mailMessages.key, 'links:old'))
  expect(old).toMatchObject({ recipient: '', html: '', text: '', subject: 'Je bestellingen' })
  const [recent] = await db.select().from(mailMessages).where(eq(mailMessages.key, 'links:recent'))
  expect(recent).toMatchObject({ recipient: 'jan.jansen@example.nl', text: 'Jan Jansen, Dorpsstraat 1' })
})
