import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, expect, test } from 'vitest'
import type { AdminEmail, AdminEmailDetail, AdminEmailSummary } from '#shared/contracts/admin-emails'
import { messages } from '#shared/contracts/messages'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { mailMessages } from '#server/db/schema'
import { openPostgres } from '#server/platform/database'
import { buildTestApp, injectAsAdmin, loginAsAdmin, type TestApp } from '#server/testing/test-app'
import { startTestSmtp } from '#server/testing/test-smtp'
import { quietFor, waitUntil } from '#server/testing/wait'
import { useForAllTests, useTestDatabase } from '#server/testing/use-test-shop'
import type { MailTiming } from './mail-worker'
import { countUnsentMail } from './mail.repo'
import { enqueueTriedForADay, testMail } from './mail-fixture'
import { blankOldMailWithoutPayment, enqueueMail } from './mail.public'

/**
 * Decision 038: without SMTP_URL a message is held as 'Niet verzonden', never lost. It goes out when an
 * instance with a mail server starts on the database or when the seller presses 'Nu versturen'; an
 * instance without SMTP_URL beside one with it takes none of its mail away; a message that finally
 * failed shows its error and can be sent again. An SMTP server listens throughout, so that what is
 * not sent is seen not to arrive.
 */
const smtp = useForAllTests('the test SMTP server', startTestSmtp)
const database = useTestDatabase()
const timing: Partial<MailTiming> = { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200, holdAfterMs: 0 }

const running: TestApp[] = []

/**
 * An instance of the shop on the file's database, ready (its mail worker starts then, as main.ts makes
 * it ready by listening): on PostgreSQL with a connection pool of its own, as another process would
 * be; on PGlite, one process, on the same connection. Closed after the test unless it closed itself.
 */
async function startInstance(smtpUrl: string | undefined, mailTiming = timing): Promise<TestApp> {
  const connection = database.url ? await openPostgres(database.url) : undefined
  const instance = await buildTestApp({ smtpUrl }, { database: connection ?? database, mailTiming }).catch(async (error: unknown) => {
    await connection?.close()
    throw error
  })
  const started: TestApp = {
    ...instance,
    close: async () => {
      running.splice(running.indexOf(started), 1)
      await instance.close().finally(() => connection?.close())
    },
  }
  running.push(started)
  await started.app.ready()
  return started
}

beforeEach(async () => {
  await smtp.up()
  smtp.clear()
  await database.db.delete(mailMessages)
})

afterEach(async () => {
  for (const instance of running.slice().reverse()) await instance.close()
})

/** A message as another instance left it, written without a wake-up: nobody looks at it until asked. */
async function insertMail(row: { status: 'pending' | 'kept' | 'failed'; lastTriedDaysAgo?: number; recipient?: string; lastError?: string }) {
  const mail = testMail()
  const [inserted] = await database.db
    .insert(mailMessages)
    .values({
      key: mail.key,
      kind: mail.kind,
      recipient: row.recipient ?? mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: `<${mail.key.replaceAll(':', '-')}@shop.example.nl>`,
      status: row.status,
      lastError: row.lastError ?? null,
      attempts: row.status === 'failed' ? 3 : 0,
      nextAttemptAt: sql`now() - ${row.lastTriedDaysAgo ?? 0} * interval '1 day'`,
    })
    .returning()
  if (!inserted) throw new Error('not inserted')
  return inserted
}

const stored = async (key: string) => {
  const [row] = await database.db.select().from(mailMessages).where(eq(mailMessages.key, key))
  if (!row) throw new Error(`no message ${key}`)
  return row
}


async function summaryOf(instance: TestApp): Promise<AdminEmailSummary> {
  const answer = await injectAsAdmin(instance.app, await loginAsAdmin(instance.app), { method: 'GET', url: '/api/admin/emails/summary' })
  expect(answer.statusCode).toBe(200)
  return answer.json<AdminEmailSummary>()
}

async function listedOn(instance: TestApp, subject: string): Promise<AdminEmail | undefined> {
  const answer = await injectAsAdmin(instance.app, await loginAsAdmin(instance.app), { method: 'GET', url: '/api/admin/emails' })
  return answer.json<AdminEmail[]>().find((row) => row.subject === subject)
}

test('without SMTP_URL a message is held as not sent, never sent, and the back office is told and counts it', async () => {
  const shop = await startInstance(undefined)
  const events: RealtimeEvent[] = []
  shop.app.realtime.onEvent((event) => void (typeof event === 'object' && events.push(event)))

  const mail = testMail({ kind: 'order_links', subject: 'Je bestellingen' })
  await enqueueMail(database.db, mail)
  await waitUntil(async () => (await stored(mail.key)).status === 'kept')

  const row = await stored(mail.key)
  expect(row.messageId).toMatch(/@localhost>$/)
  expect(row.sentAt).toBeNull()
  expect(await listedOn(shop, 'Je bestellingen')).toMatchObject({ status: 'kept', recipient: mail.to, sentAt: null })
  expect(await summaryOf(shop)).toEqual({ held: 1, failed: 0, mailServer: false })
  await waitUntil(async () => events.some((event) => event.channel === 'admin' && event.type === 'emails_changed'))
  await quietFor(300)
  expect(smtp.messages).toHaveLength(0)
  expect((await stored(mail.key)).status).toBe('kept')
})

test('SMTP_URL set and the shop restarted: what was held goes out once, with its Message-ID, and nothing waits any more', async () => {
  const withoutMailServer = await startInstance(undefined)
  const mails = [testMail(), testMail({ kind: 'pack_opened', subject: 'Je pack is geopend' })]
  for (const mail of mails) await enqueueMail(database.db, mail)
  await waitUntil(async () => (await Promise.all(mails.map((mail) => stored(mail.key)))).every((row) => row.status === 'kept'))
  await withoutMailServer.close()

  const restarted = await startInstance(smtp.url)
  const received = await smtp.waitFor(2)
  await waitUntil(async () => (await Promise.all(mails.map((mail) => stored(mail.key)))).every((row) => row.status === 'sent'))
  for (const mail of mails) {
    const row = await stored(mail.key)
    expect(received.find((m) => m.subject === mail.subject)?.messageId).toBe(row.messageId)
  }
  expect(await summaryOf(restarted)).toEqual({ held: 0, failed: 0, mailServer: true })
  await quietFor(300)
  expect(smtp.messages).toHaveLength(2)
})

test("'Nu versturen', the summary and 'Opnieuw versturen' are the admin's; without a mail server 'Nu versturen' says what to do", async () => {
  const shop = await startInstance(undefined)
  const held = await insertMail({ status: 'kept' })
  const failed = await insertMail({ status: 'failed', lastError: 'EENVELOPE: 550 onbekende ontvanger' })

  expect((await shop.app.inject({ method: 'GET', url: '/api/admin/emails/summary' })).statusCode).toBe(401)
  expect((await shop.app.inject({ method: 'POST', url: '/api/admin/emails/send-now' })).statusCode).toBe(401)
  expect((await shop.app.inject({ method: 'POST', url: `/api/admin/emails/${failed.id}/resend` })).statusCode).toBe(401)

  const cookie = await loginAsAdmin(shop.app)
  const sendNow = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: '/api/admin/emails/send-now' })
  expect(sendNow.statusCode).toBe(409)
  expect(sendNow.json()).toEqual({ message: messages.noMailServer })
  const resend = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: `/api/admin/emails/${failed.id}/resend` })
  expect(resend.statusCode).toBe(409)
  expect(resend.json()).toEqual({ message: messages.noMailServer })
  expect((await injectAsAdmin(shop.app, cookie, { method: 'POST', url: '/api/admin/emails/999999/resend' })).statusCode).toBe(404)

  expect((await stored(held.key)).status).toBe('kept')
  expect((await stored(failed.key)).status).toBe('failed')
  expect(await summaryOf(shop)).toEqual({ held: 1, failed: 1, mailServer: false })
})

test("'Nu versturen' sends the held messages and those that failed this week at once, and says how many", async () => {
  const shop = await startInstance(smtp.url)
  const held = await insertMail({ status: 'kept' })
  const failed = await insertMail({ status: 'failed', lastError: 'ECONNECTION: connect ECONNREFUSED' })
  const failedLongAgo = await insertMail({ status: 'failed', lastTriedDaysAgo: 8, lastError: 'ECONNECTION: connect ECONNREFUSED' })
  const blanked = await insertMail({ status: 'failed', recipient: '', lastError: 'gewist' })

  // Neither held nor failed messages are due: they wait for the seller (or, held, for a start).
  await quietFor(300)
  expect(smtp.messages).toHaveLength(0)
  expect(await summaryOf(shop)).toEqual({ held: 1, failed: 1, mailServer: true })

  const cookie = await loginAsAdmin(shop.app)
  const sendNow = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: '/api/admin/emails/send-now' })
  expect(sendNow.statusCode).toBe(200)
  expect(sendNow.json()).toEqual({ queued: 2 })

  const received = await smtp.waitFor(2)
  expect(received.map((m) => m.subject).sort()).toEqual([held.subject, failed.subject].sort())
  await waitUntil(async () => (await stored(held.key)).status === 'sent' && (await stored(failed.key)).status === 'sent')
  expect((await stored(failed.key)).lastError).toBeNull()
  expect((await stored(failedLongAgo.key)).status).toBe('failed')
  expect((await stored(blanked.key)).status).toBe('failed')
  expect(await summaryOf(shop)).toEqual({ held: 0, failed: 0, mailServer: true })

  const again = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: '/api/admin/emails/send-now' })
  expect(again.json()).toEqual({ queued: 0 })
  await quietFor(300)
  expect(smtp.messages).toHaveLength(2)
})

test('a message that finally failed shows its error; sent again, it is delivered once with its Message-ID', async () => {
  const shop = await startInstance(smtp.url)
  await smtp.down('tempfail')
  const mail = testMail()
  await enqueueTriedForADay(database.db, mail)
  await waitUntil(async () => (await stored(mail.key)).status === 'failed')
  const failed = await listedOn(shop, mail.subject)
  expect(failed).toMatchObject({ status: 'failed', sentAt: null })
  expect(failed?.lastError).toContain('451')
  expect(await summaryOf(shop)).toEqual({ held: 0, failed: 1, mailServer: true })

  await smtp.up()
  const cookie = await loginAsAdmin(shop.app)
  const resend = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: `/api/admin/emails/${failed?.id}/resend` })
  expect(resend.statusCode).toBe(200)
  expect(resend.json<AdminEmailDetail>()).toMatchObject({ id: failed?.id, subject: mail.subject, html: mail.html })
  expect(resend.json<AdminEmailDetail>().status).not.toBe('failed')

  const [received] = await smtp.waitFor(1)
  await waitUntil(async () => (await stored(mail.key)).status === 'sent')
  const sent = await stored(mail.key)
  expect(received?.messageId).toBe(sent.messageId)
  expect(sent.lastError).toBeNull()
  expect(await summaryOf(shop)).toEqual({ held: 0, failed: 0, mailServer: true })

  // Sent is final: once more is refused, as is a message whose address was blanked.
  const twice = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: `/api/admin/emails/${failed?.id}/resend` })
  expect(twice.statusCode).toBe(409)
  expect(twice.json()).toEqual({ message: messages.mailNotResendable })
  const blanked = await insertMail({ status: 'failed', recipient: '', lastError: 'gewist' })
  const refused = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: `/api/admin/emails/${blanked.id}/resend` })
  expect(refused.statusCode).toBe(409)
  expect(refused.json()).toEqual({ message: messages.mailBlanked })
  expect((await injectAsAdmin(shop.app, cookie, { method: 'POST', url: '/api/admin/emails/999999/resend' })).statusCode).toBe(404)
  await quietFor(300)
  expect(smtp.messages).toHaveLength(1)
})

test('an instance without SMTP_URL beside one with it takes none of its mail away: every message goes out once, soon', async () => {
  // The instance with a mail server looks only when woken; the one without looks every 20 ms, so it
  // finds the messages written without a wake-up first and holds them.
  const mailing = await startInstance(smtp.url, { ...timing, pollMs: 60_000 })
  const holding = await startInstance(undefined, { ...timing, pollMs: 20 })
  const quiet = await Promise.all(Array.from({ length: 5 }, () => insertMail({ status: 'pending' })))
  await smtp.waitFor(quiet.length, 5_000)

  const woken = Array.from({ length: 10 }, () => testMail())
  for (const mail of woken) await enqueueMail((woken.indexOf(mail) % 2 ? mailing : holding).database.db, mail)
  const total = quiet.length + woken.length
  await smtp.waitFor(total, 10_000)
  await quietFor(300)

  const ids = smtp.messages.map((m) => m.messageId)
  expect(ids).toHaveLength(total)
  expect(new Set(ids).size).toBe(total)
  const rows = await database.db.select({ status: mailMessages.status }).from(mailMessages)
  expect(rows.map((row) => row.status)).toEqual(Array.from({ length: total }, () => 'sent'))
  expect(await summaryOf(holding)).toEqual({ held: 0, failed: 0, mailServer: false })
})

test('a held message whose personal data is blanked is failed, and never sent after a restart with SMTP_URL', async () => {
  const withoutMailServer = await startInstance(undefined)
  const mail = testMail({ kind: 'order_links' })
  await enqueueMail(database.db, mail)
  await waitUntil(async () => (await stored(mail.key)).status === 'kept')
  await database.db.update(mailMessages).set({ createdAt: sql`now() - interval '200 days'` }).where(eq(mailMessages.key, mail.key))
  await database.db.transaction((tx) => blankOldMailWithoutPayment(tx, new Date()))
  expect(await stored(mail.key)).toMatchObject({ status: 'failed', recipient: '', html: '', text: '' })
  expect(await summaryOf(withoutMailServer)).toEqual({ held: 0, failed: 0, mailServer: false })
  await withoutMailServer.close()

  await startInstance(smtp.url)
  await quietFor(400)
  expect(smtp.messages).toHaveLength(0)
  expect((await stored(mail.key)).status).toBe('failed')
})

test("a held message counts in the outbox gauge, as an unsent one does, so 'Mail stuck' fires for a shop without a mail server", async () => {
  await insertMail({ status: 'pending' })
  await insertMail({ status: 'kept' })
  await insertMail({ status: 'kept' })
  await insertMail({ status: 'failed' })

  expect(await countUnsentMail(database.db)).toBe(3)
})
