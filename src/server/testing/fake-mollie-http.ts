import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

// The fake Mollie's plumbing: its answers, Mollie's error format, amount values and the https certificate.

/** What an endpoint answers, already serialised: a replay (idempotency) sends these very bytes again. */
export type Answer = {
  status: number
  text: string
  headers?: Record<string, string>
}

export type Amount = { currency: string; value: string }

/** A link in a HAL+JSON answer. */
export type Link = { href: string; type: string }

export const halJson = 'application/hal+json'

export function answer(status: number, body: unknown): Answer {
  return { status, text: JSON.stringify(body) }
}

/** Mollie's error format: {status, title, detail, field?, _links}. */
export function errorAnswer(status: number, title: string, detail: string, field?: string): Answer {
  return answer(status, {
    status,
    title,
    detail,
    ...(field ? { field } : {}),
    _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } },
  })
}

export const notFound = (detail: string) => errorAnswer(404, 'Not Found', detail)
export const unprocessable = (detail: string, field?: string) => errorAnswer(422, 'Unprocessable Entity', detail, field)
export const badRequest = (detail: string, field?: string) => errorAnswer(400, 'Bad Request', detail, field)

export function send(response: ServerResponse, sent: Answer): void {
  // The client gave up meanwhile (a delayed answer): there is no one to answer.
  if (response.destroyed) return
  response.writeHead(sent.status, {
    'Content-Type': `${halJson}; charset=utf-8`,
    'Content-Length': Buffer.byteLength(sent.text),
    ...sent.headers,
  })
  response.end(sent.text)
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/** Mollie's amount value: a string with exactly two decimals, at least 0.01. */
export function isAmountValue(value: unknown): value is string {
  return typeof value === 'string' && /^\d+\.\d{2}$/.test(value) && amountCents(value) >= 1
}

/** An amount value ('12.95', '-5.00') as whole cents, without a float. */
export function amountCents(value: string): number {
  const sign = value.startsWith('-') ? -1 : 1
  const [whole = '0', fraction = '00'] = value.replace(/^-/, '').split('.')
  return sign * (Number(whole) * 100 + Number(fraction))
}

/** Whole cents as Mollie's amount value: 1295 -> '12.95', -500 -> '-5.00'. */
export function amountValue(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const whole = Math.abs(cents)
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

export function euros(cents: number, currency = 'EUR'): Amount {
  return { currency, value: amountValue(cents) }
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

export function isLocal(text: string): boolean {
  const host = new URL(text).hostname
  return host === 'localhost' || host.endsWith('.localhost') || host.startsWith('127.') || host === '[::1]'
}

export function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('')
}

const execFileAsync = promisify(execFile)

/** A throw-away key and certificate for 127.0.0.1, made with openssl in a temporary folder. */
export async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), 'fake-mollie-'))
  try {
    const keyFile = join(dir, 'key.pem')
    const certFile = join(dir, 'cert.pem')
    const args = [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', keyFile, '-out', certFile, '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    ]
    try {
      await execFileAsync('openssl', args)
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (code === 'ENOENT') {
        throw new Error(
          'fake Mollie: openssl is not installed; it makes the https certificate. Install it (apt-get install openssl).',
        )
      }
      const stderr = String((error as { stderr?: unknown }).stderr ?? '')
      throw new Error(`fake Mollie: openssl could not make a certificate: ${stderr.trim() || String(error)}`)
    }
    return { key: await readFile(keyFile), cert: await readFile(certFile) }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
