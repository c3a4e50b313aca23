import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

/**
 * A small fake of the Mollie Payments API (v2) for tests: just what the shop's Mollie adapter uses,
 * answered the way Mollie answers (HAL+JSON payment objects, errors as {status, title, detail, field?,
 * _links}). It speaks https only, like Mollie, with a self-signed certificate made at start-up, because
 * the official SDK refuses http (docs/architecture.md, Toolchain notes). The SDK is pointed at it with
 * `apiEndpoint: fake.url` (which ends in /v2/, as the SDK resolves 'payments' against it).
 */

export type MolliePaymentStatus = 'open' | 'canceled' | 'pending' | 'authorized' | 'expired' | 'failed' | 'paid'

/** A payment as the fake stores it and answers it (Mollie's field names). */
export type FakeMolliePayment = {
  resource: 'payment'
  id: string
  mode: 'test' | 'live'
  createdAt: string
  amount: { currency: string; value: string }
  description: string
  method: string | null
  metadata: unknown
  status: MolliePaymentStatus
  isCancelable: boolean
  expiresAt: string
  paidAt?: string
  canceledAt?: string
  expiredAt?: string
  failedAt?: string
  profileId: string
  sequenceType: 'oneoff'
  redirectUrl: string
  webhookUrl?: string
  _links: Record<string, { href: string; type: string }>
}

/** One request as the fake received it (recorded even while the fake is down). */
export type FakeMollieRequest = {
  method: string
  /** Path and query, e.g. /v2/payments or /v2/payments/tr_x?testmode=true */
  path: string
  headers: IncomingHttpHeaders
  /** The parsed JSON body; undefined without one. */
  body: unknown
}

/**
 * How the fake fails while down: 'reset' drops the connection before answering (the SDK gives up at
 * once); 'unavailable' answers 503 with `Retry-After: 0` (the SDK tries three times, without waiting).
 */
export type FakeMollieOutage = 'reset' | 'unavailable'

export type FakeMollie = {
  /** The value for the SDK's `apiEndpoint`: https://127.0.0.1:<port>/v2/ */
  readonly url: string
  /** The API key the fake accepts (`Authorization: Bearer <apiKey>`). */
  readonly apiKey: string
  /** Every request received, oldest first. */
  readonly requests: FakeMollieRequest[]
  /** The requests that created a payment (POST /v2/payments answered 201), oldest first. */
  createRequests(): FakeMollieRequest[]
  /** The request that created the given payment. */
  createRequestOf(id: string): FakeMollieRequest | undefined
  /** Every payment created, oldest first. */
  payments(): FakeMolliePayment[]
  payment(id: string): FakeMolliePayment | undefined
  /** What Mollie would report from now on: the buyer paid, gave up, the payment expired, ... */
  setStatus(id: string, status: MolliePaymentStatus): void
  /** Makes every request fail (see FakeMollieOutage); `false` brings the fake back. */
  setDown(outage: FakeMollieOutage | false): void
  close(): Promise<void>
}

const execFileAsync = promisify(execFile)

/** A syntactically valid Mollie test key, also accepted by config.ts (test_ plus 20 or more word characters). */
export const FAKE_MOLLIE_API_KEY = 'test_fakeMollieKey0123456789abcd'

/**
 * Lets this test process accept the fake's self-signed certificate: the SDK verifies against its own
 * CA list, ignores NODE_EXTRA_CA_CERTS and has no option for a CA, so the only switch is
 * NODE_TLS_REJECT_UNAUTHORIZED=0. Tests only: the shop itself never does this, and must not.
 * Returns a function that restores the previous setting.
 */
export function trustSelfSignedCertificates(): () => void {
  const previous = process.env.NODE_TLS_REJECT_UNAUTHORIZED
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  return () => {
    if (previous === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previous
  }
}

/** The payment methods the fake accepts in `method` (a subset of Mollie's). */
const knownMethods = new Set([
  'applepay',
  'bancontact',
  'banktransfer',
  'belfius',
  'creditcard',
  'ideal',
  'kbc',
  'klarna',
  'paypal',
])
const statuses = new Set<MolliePaymentStatus>(['open', 'canceled', 'pending', 'authorized', 'expired', 'failed', 'paid'])

/** Starts the fake on 127.0.0.1 at a random port. */
export async function startFakeMollie(options: { apiKey?: string } = {}): Promise<FakeMollie> {
  const apiKey = options.apiKey ?? FAKE_MOLLIE_API_KEY
  const { key, cert } = await selfSignedCertificate()
  const requests: FakeMollieRequest[] = []
  const created = new Map<string, FakeMollieRequest>()
  const payments = new Map<string, FakeMolliePayment>()
  let outage: FakeMollieOutage | false = false

  const server: Server = createServer({ key, cert }, (request, response) => {
    readBody(request)
      .then((text) => {
        const recorded: FakeMollieRequest = {
          method: request.method ?? 'GET',
          path: request.url ?? '/',
          headers: request.headers,
          body: undefined,
        }
        requests.push(recorded)
        if (outage === 'reset') return void request.socket.destroy()
        if (outage === 'unavailable') {
          response.setHeader('Retry-After', '0')
          return sendError(response, 503, 'Service Unavailable', 'The Mollie API is temporarily unavailable.')
        }
        if (text.length > 0) {
          try {
            recorded.body = JSON.parse(text)
          } catch {
            return sendError(response, 400, 'Bad Request', 'The request body is not valid JSON.')
          }
        }
        if (request.headers.authorization !== `Bearer ${apiKey}`) {
          return sendError(response, 401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate')
        }
        const path = new URL(recorded.path, 'https://127.0.0.1').pathname
        if (recorded.method === 'POST' && path === '/v2/payments') {
          const answer = createPayment(recorded.body)
          if ('error' in answer) return sendError(response, 422, 'Unprocessable Entity', answer.error, answer.field)
          payments.set(answer.payment.id, answer.payment)
          created.set(answer.payment.id, recorded)
          return send(response, 201, answer.payment)
        }
        const match = /^\/v2\/payments\/([^/]+)$/.exec(path)
        if (recorded.method === 'GET' && match) {
          const id = decodeURIComponent(match[1] ?? '')
          const payment = payments.get(id)
          if (!payment) return sendError(response, 404, 'Not Found', `No payment exists with token ${id}.`)
          return send(response, 200, payment)
        }
        return sendError(response, 404, 'Not Found', 'The resource does not exist.')
      })
      .catch(() => request.socket.destroy())
  })
  // A client that refuses the certificate (a test that forgot trustSelfSignedCertificates) is not our error.
  server.on('tlsClientError', () => {})

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `https://127.0.0.1:${port}/v2/`,
    apiKey,
    requests,
    createRequests: () => [...created.values()],
    createRequestOf: (id) => created.get(id),
    payments: () => [...payments.values()],
    payment: (id) => payments.get(id),
    setStatus(id, status) {
      const payment = payments.get(id)
      if (!payment) throw new Error(`fake Mollie: no payment ${id}`)
      if (!statuses.has(status)) throw new Error(`fake Mollie: unknown status ${String(status)}`)
      payment.status = status
      payment.isCancelable = status === 'open'
      const now = new Date().toISOString()
      if (status === 'paid') payment.paidAt = now
      if (status === 'canceled') payment.canceledAt = now
      if (status === 'expired') payment.expiredAt = now
      if (status === 'failed') payment.failedAt = now
      // Mollie offers the checkout only while the payment can still be paid.
      if (status !== 'open') delete payment._links.checkout
    },
    setDown(next) {
      outage = next
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }

  function createPayment(body: unknown): { payment: FakeMolliePayment } | { error: string; field: string } {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
    const amount = input.amount as { currency?: unknown; value?: unknown } | undefined
    if (typeof amount !== 'object' || amount === null) {
      return { error: 'The amount is required for payments', field: 'amount' }
    }
    if (amount.currency !== 'EUR') {
      return { error: 'The amount currency is not supported by this fake', field: 'amount.currency' }
    }
    if (typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value) || Number(amount.value) < 0.01) {
      return { error: 'The amount contains an invalid value', field: 'amount.value' }
    }
    const description = input.description
    if (typeof description !== 'string' || description.trim() === '' || description.length > 255) {
      return { error: 'The description is invalid', field: 'description' }
    }
    const redirectUrl = input.redirectUrl
    if (typeof redirectUrl !== 'string' || !isHttpUrl(redirectUrl)) {
      return { error: 'The redirect URL is invalid', field: 'redirectUrl' }
    }
    const webhookUrl = input.webhookUrl
    if (webhookUrl !== undefined) {
      if (typeof webhookUrl !== 'string' || !isHttpUrl(webhookUrl)) {
        return { error: 'The webhook URL is invalid', field: 'webhookUrl' }
      }
      // Like Mollie: a webhook it could never reach is refused.
      if (isLocal(webhookUrl)) {
        return {
          error: "The webhook URL is invalid because it is unreachable from Mollie's point of view",
          field: 'webhookUrl',
        }
      }
    }
    const method = input.method
    if (method !== undefined && method !== null && (typeof method !== 'string' || !knownMethods.has(method))) {
      return { error: 'The payment method is invalid', field: 'method' }
    }

    const token = randomToken(10)
    const id = `tr_${token}`
    const now = Date.now()
    return {
      payment: {
        resource: 'payment',
        id,
        mode: apiKey.startsWith('live_') ? 'live' : 'test',
        createdAt: new Date(now).toISOString(),
        amount: { currency: 'EUR', value: amount.value },
        description,
        method: typeof method === 'string' ? method : null,
        metadata: input.metadata ?? null,
        status: 'open',
        isCancelable: true,
        expiresAt: new Date(now + 15 * 60_000).toISOString(),
        profileId: 'pfl_fake000001',
        sequenceType: 'oneoff',
        redirectUrl,
        ...(webhookUrl !== undefined ? { webhookUrl: webhookUrl as string } : {}),
        _links: {
          self: { href: `https://127.0.0.1:${port}/v2/payments/${id}`, type: 'application/hal+json' },
          checkout: { href: `https://www.mollie.com/checkout/select-method/${token}`, type: 'text/html' },
          dashboard: { href: `https://www.mollie.com/dashboard/payments/${id}`, type: 'text/html' },
          documentation: { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' },
        },
      },
    }
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'Content-Type': 'application/hal+json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  })
  response.end(text)
}

/** Mollie's error format. */
function sendError(response: ServerResponse, status: number, title: string, detail: string, field?: string): void {
  send(response, status, {
    status,
    title,
    detail,
    ...(field ? { field } : {}),
    _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } },
  })
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

function isLocal(text: string): boolean {
  const host = new URL(text).hostname
  return host === 'localhost' || host.endsWith('.localhost') || host.startsWith('127.') || host === '[::1]'
}

function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('')
}

/** A throw-away key and certificate for 127.0.0.1, made with openssl in a temporary folder. */
async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
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
