import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/db'
import { mailMessages } from '#server/db/schema'
import { enqueueMail } from './mail.public'

let written = 0

/**
 * A message for the outbox as the mail tests write it: each with a key, a recipient and a subject of
 * its own (its number), and markup in its HTML part.
 */
export function testMail(overrides: Partial<Parameters<typeof enqueueMail>[1]> = {}) {
  written += 1
  return {
    key: `test:${Date.now()}:${written}`,
    kind: 'order_confirmation' as const,
    paymentId: null,
    to: `koper${written}@example.nl`,
    subject: `Bestelbevestiging ${written}`,
    html: `<p>Bedankt voor je bestelling <strong>${written}</strong></p>`,
    text: `Bedankt voor je bestelling ${written}`,
    ...overrides,
  }
}

// The mail tests' retries wait at most 200 ms: half a million attempts have spanned more than a day.
export const TRIED_FOR_A_DAY = 500_000

/**
 * Writes the message to the outbox as a day of retries would have left it (decision 020): written 25
 * hours ago and tried TRIED_FOR_A_DAY times, so the next refusal fails it for good.
 */
export async function enqueueTriedForADay(db: Db, mail: ReturnType<typeof testMail>): Promise<void> {
  await db.transaction(async (tx) => {
    await enqueueMail(tx, mail)
    await tx
      .update(mailMessages)
      .set({ createdAt: sql`now() - interval '25 hours'`, attempts: TRIED_FOR_A_DAY })
      .where(eq(mailMessages.key, mail.key))
  })
}
