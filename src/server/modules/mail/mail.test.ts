import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import type { Db } from '#server/db/db'
import { mailMessages } from '#server/db/schema'
import { injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import { quietFor, waitUntil } from '#server/testing/wait'
import { useMailingShop } from '#server/testing/use-test-shop'
import { enqueueTriedForADay, testMail, TRIED_FOR_A_DAY } from './mail-fixture'
import { enqueueMail, listMailByPayment } from './mail.public'

/**
 * Decision 020: a message written to the outbox is delivered by the worker after the commit, once,
 * through a real SMTP server; while the server is down or answers 4xx it is retried, and it arrives once
 * when the server is back.
 */
const { shop, database, smtp } = useMailingShop({ config: { mailFrom: '"Packstroom" <info@packstroom.nl>' } })

beforeEach(async () => {
  await smtp.up()
  smtp.clear()
})

const stored = async (db: Db, key: string) => {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.key, key))
  if (!row) throw new Error(`no message ${key}`)
  return row
}


test('a message written in a transaction is delivered once after the commit, as written, with its fixed Message-ID', async () => {
  const mail = testMail()
  const written = await database.db.transaction((tx) => enqueueMail(tx, mail))
  expect(written).toBe(true)

  const [received] = await smtp.waitFor(1)
  const row = await stored(database.db, mail.key)
  expect(row.messageId).toMatch(/^<[0-9a-f-]{36}@shop\.example\.nl>$/)
  expect(received?.messageId).toBe(row.messageId)
  expect(received?.from?.value).toEqual([{ address: 'info@packstroom.nl', name: 'Packstroom' }])
  expect(received?.to && !Array.isArray(received.to) ? received.to.value[0]?.address : undefined).toBe(mail.to)
  expect(received?.subject).toBe(mail.subject)
  expect(received?.html).toContain('<strong>')
  expect(received?.text?.trim()).toBe(mail.text)

  await waitUntil(async () => (await stored(database.db, mail.key)).status === 'sent')
  const sent = await stored(database.db, mail.key)
  expect(sent.sentAt).toBeInstanceOf(Date)
  expect(sent.attempts).toBe(1)
  await quietFor(400)
  expect(smtp.messages).toHaveLength(1)
})

test('a rolled-back transaction leaves no message', async () => {
  const mail = testMail()
  await expect(
    database.db.transaction(async (tx) => {
      await enqueueMail(tx, mail)
      throw new Error('the cause failed')
    }),
  ).rejects.toThrow('the cause failed')
  await quietFor(400)
  expect(smtp.messages).toHaveLength(0)
  expect(await database.db.select().from(mailMessages).where(eq(mailMessages.key, mail.key))).toEqual([])
})

test('the same key written twice (a webhook twice) is one message, delivered once', async () => {
  const mail = testMail()
  expect(await enqueueMail(database.db, mail)).toBe(true)
  expect(await enqueueMail(database.db, { ...mail, subject: 'Een tweede keer' })).toBe(false)
  await smtp.waitFor(1)
  await quietFor(400)
  expect(smtp.messages.map((m) => m.subject)).toEqual([mail.subject])
})

describe.each(['refuse', 'tempfail'] as const)('the mail server down (%s) for a while', (mode) => {
  test('every message written meanwhile arrives once when it is back', async () => {
    await smtp.down(mode)
    const mails = Array.from({ length: 5 }, () => testMail())
    for (const mail of mails) await enqueueMail(database.db, mail)

    // Tried, refused, and waiting with the server's answer kept.
    await waitUntil(async () => {
      const rows = await Promise.all(mails.map((mail) => stored(database.db, mail.key)))
      return rows.every((row) => row.attempts >= 2 && row.lastError !== null)
    })
    expect(smtp.messages).toHaveLength(0)
    const waiting = await Promise.all(mails.map((mail) => stored(database.db, mail.key)))
    expect(waiting.map((row) => row.status).filter((status) => status !== 'pending' && status !== 'sending')).toEqual([])

    await smtp.up()
    await smtp.waitFor(5)
    await waitUntil(async () => {
      const rows = await Promise.all(mails.map((mail) => stored(database.db, mail.key)))
      return rows.every((row) => row.status === 'sent')
    })
    await quietFor(400)
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual(mails.map((m) => m.subject).sort())
  })
})

test('a message not accepted within a day of retries is failed, with the last answer kept', async () => {
  await smtp.down('tempfail')
  const mail = testMail()
  await enqueueTriedForADay(database.db, mail)
  await waitUntil(async () => (await stored(database.db, mail.key)).status === 'failed')
  const row = await stored(database.db, mail.key)
  expect(row.lastError).toContain('451')
  expect(row.attempts).toBe(TRIED_FOR_A_DAY + 1)
  await smtp.up()
  await quietFor(400)
  expect(smtp.messages).toHaveLength(0)
})

test('a message written two days ago but tried only now (held, or every instance down) gets its day of retries', async () => {
  await smtp.down('tempfail')
  const mail = testMail()
  await database.db.transaction(async (tx) => {
    await enqueueMail(tx, mail)
    await tx.update(mailMessages).set({ createdAt: sql`now() - interval '48 hours'` }).where(eq(mailMessages.key, mail.key))
  })
  await waitUntil(async () => (await stored(database.db, mail.key)).attempts >= 3)
  const waiting = await stored(database.db, mail.key)
  expect(waiting.status).not.toBe('failed')
  expect(waiting.lastError).toContain('451')

  await smtp.up()
  const [received] = await smtp.waitFor(1)
  expect(received?.subject).toBe(mail.subject)
  await waitUntil(async () => (await stored(database.db, mail.key)).status === 'sent')
})

test("the back office lists the messages newest first and opens one, admin only", async () => {
  const first = testMail()
  const second = testMail({ kind: 'pack_opened', subject: 'Je pack is geopend' })
  await enqueueMail(database.db, first)
  await enqueueMail(database.db, second)
  await smtp.waitFor(2)

  expect((await shop.app.inject({ method: 'GET', url: '/api/admin/emails' })).statusCode).toBe(401)
  expect((await shop.app.inject({ method: 'GET', url: '/api/admin/emails/1' })).statusCode).toBe(401)

  const cookie = await loginAsAdmin(shop.app)
  const list = await injectAsAdmin(shop.app, cookie, { method: 'GET', url: '/api/admin/emails' })
  expect(list.statusCode).toBe(200)
  const rows = list.json<{ id: number; subject: string; kind: string; recipient: string }[]>()
  const secondRow = rows.find((row) => row.subject === second.subject)
  const firstRow = rows.find((row) => row.subject === first.subject)
  expect(secondRow && firstRow && rows.indexOf(secondRow) < rows.indexOf(firstRow)).toBe(true)
  expect(secondRow).toMatchObject({ kind: 'pack_opened', recipient: second.to })

  const detail = await injectAsAdmin(shop.app, cookie, { method: 'GET', url: `/api/admin/emails/${secondRow?.id}` })
  expect(detail.statusCode).toBe(200)
  expect(detail.json()).toMatchObject({ subject: second.subject, html: second.html, text: second.text })
  const missing = await injectAsAdmin(shop.app, cookie, { method: 'GET', url: '/api/admin/emails/999999' })
  expect(missing.statusCode).toBe(404)
})

test('listMailByPayment gives each payment its e-mails with their state', async () => {
  expect((await listMailByPayment(database.db, [])).size).toBe(0)
  const unknown = await listMailByPayment(database.db, ['00000000-0000-4000-8000-000000000000'])
  expect(unknown.size).toBe(0)
})
