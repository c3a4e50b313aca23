import { randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterEach, expect, test } from 'vitest'
import { embeddedPaths } from '#server/platform/database'
import { startTestSmtp, type TestSmtp } from '../test-smtp'
import { targetForThisProject } from './project-target'
import { freePort, startShop, stopShop, type ShopProcess } from './shop-process'
import type { FaultTarget } from './targets'

/**
 * Decision 020, the crash window: the real shop killed with SIGKILL after a message's transaction
 * committed and before it was sent leaves the message in the outbox, and the restarted shop sends it
 * once. A message the server accepted is never sent again; one whose SMTP conversation was cut off
 * goes out again, with the same Message-ID, when its claim runs out.
 */
let target: FaultTarget | undefined
let smtp: TestSmtp | undefined
let shop: ShopProcess | undefined

afterEach(async () => {
  if (shop) await stopShop(shop, 'SIGKILL')
  await smtp?.close()
  await target?.dispose()
  shop = smtp = target = undefined
})

/** Runs SQL on the shop's database while the shop is stopped, as the committed transaction left it. */
async function writeStraight(faultTarget: FaultTarget, statements: string): Promise<void> {
  const { dataDir, databaseUrl } = faultTarget.environment
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query(statements)
    } finally {
      await client.end()
    }
    return
  }
  if (!dataDir) throw new Error('the target has neither a data folder nor a database URL')
  const client = await PGlite.create(embeddedPaths(dataDir).database)
  try {
    await client.exec(statements)
  } finally {
    await client.close()
  }
}

const row = (key: string, status: string, messageId: string, extra = '') =>
  `insert into mail_messages (key, kind, recipient, subject, html, text, status, message_id${extra ? ', next_attempt_at, attempts' : ''})
   values ('${key}', 'order_confirmation', 'koper@example.nl', '${key}', '<p>${key}</p>', '${key}', '${status}', '${messageId}'${extra});`

test('killed between commit and send, the restarted shop sends the message once', async () => {
  target = await targetForThisProject()
  smtp = await startTestSmtp()
  // A port of its own at every start: the one a killed shop let go may be taken by then (shop-process.ts).
  const environment = { ...target.environment, env: { SMTP_URL: smtp.url } }
  const start = async () => startShop({ ...environment, port: await freePort() })

  // The shop runs once (migrations), then dies without a chance to clean up.
  shop = await start()
  await stopShop(shop, 'SIGKILL')
  shop = undefined

  const committed = `<${randomUUID()}@packstroom.local>`
  const cutOff = `<${randomUUID()}@packstroom.local>`
  const accepted = `<${randomUUID()}@packstroom.local>`
  await writeStraight(
    target,
    [
      // Committed, not yet sent when the process died.
      row('committed', 'pending', committed),
      // Claimed and in the SMTP conversation when the process died; its claim has run out.
      row('cut-off', 'sending', cutOff, ", now() - interval '1 second', 1"),
      // Accepted by the server and marked so: never again.
      row('accepted', 'sent', accepted),
    ].join('\n'),
  )

  shop = await start()
  const received = await smtp.waitFor(2, 20_000)
  await new Promise((done) => setTimeout(done, 2_500))
  expect(smtp.messages).toHaveLength(2)
  expect(received.map((m) => m.messageId).sort()).toEqual([committed, cutOff].sort())
}, 180_000)
