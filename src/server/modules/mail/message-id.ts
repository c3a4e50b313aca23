import { randomUUID } from 'node:crypto'

/** Used when no app has told the host of PUBLIC_URL (a script, a unit test). */
const FALLBACK_HOST = 'packstroom.local'

let host = FALLBACK_HOST

/** The mail module's plugin sets the host of PUBLIC_URL once at start-up; every Message-ID ends in it. */
export function setMessageIdHost(publicUrl: string): void {
  try {
    host = new URL(publicUrl).hostname || FALLBACK_HOST
  } catch {
    host = FALLBACK_HOST
  }
}

/**
 * A Message-ID fixed when the message is written: a message sent again after a crash in the SMTP
 * conversation carries the same one, so mail programs show it once (decision 020).
 */
export function newMessageId(): string {
  return `<${randomUUID()}@${host}>`
}
