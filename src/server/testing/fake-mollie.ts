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
 * answered the way Mollie answers (HAL+JSON payment and refund objects, errors as {status, title, detail,
 * field?, _links}). It speaks https only, like Mollie, with a self-signed certificate made at start-up, because
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

export type MollieRefundStatus = 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled'

/** A refund as the fake stores it and answers it (Mollie's field names). */
export type FakeMollieRefund = {
  resource: 'refund'
  id: string
  mode: 'test' | 'live'
  amount: { currency: string; value: string }
  status: MollieRefundStatus
  createdAt: string
  description: string
  metadata: unknown
  paymentId: string
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
  /** Every refund created, oldest first. */
  refunds(): FakeMollieRefund[]
  refund(id: string): FakeMollieRefund | undefined
  /** What Mollie would report from now on: the refund was paid out, failed, was canceled, ... */
  setRefundStatus(id: string, status: MollieRefundStatus): void
  /**
   * Makes every refund create answer 422 with this detail, as Mollie refuses one (e.g. 'The refund
   * amount exceeds your available balance'); `false` accepts them again.
   */
  refuseRefunds(detail: string | false): void
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
const refundStatuses = new Set<MollieRefundStatus>(['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled'])
/** Refunds that will never pay out; what they held is refundable again. */
const givenUpRefundStatuses = new Set<MollieRefundStatus>(['failed', 'canceled'])

/** Starts the fake on 127.0.0.1 at a random port. */
export async function startFakeMollie(options: { apiKey?: string } = {}): Promise<FakeMollie> {
  const apiKey = options.apiKey ?? FAKE_MOLLIE_API_KEY
  const { key, cert } = await selfSignedCertificate()
  const requests: FakeMollieRequest[] = []
  const created = new Map<string, FakeMollieRequest>()
  const payments = new Map<string, FakeMolliePayment>()
  const refunds = new Map<string, FakeMollieRefund>()
  let outage: FakeMollieOutage | false = false
  let refundRefusal: string | false = false

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
        const refundsMatch = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(path)
        if (recorded.method === 'POST' && refundsMatch) {
          const paymentId = decodeURIComponent(refundsMatch[1] ?? '')
          const payment = payments.get(paymentId)
          if (!payment) return sendError(response, 404, 'Not Found', `No payment exists with token ${paymentId}.`)
          if (refundRefusal !== false) return sendError(response, 422, 'Unprocessable Entity', refundRefusal)
          const answer = createRefund(payment, recorded.body)
          if ('error' in answer) return sendError(response, 422, 'Unprocessable Entity', answer.error, answer.field)
          refunds.set(answer.refund.id, answer.refund)
          return send(response, 201, answer.refund)
        }
        const refundMatch = /^\/v2\/payments\/([^/]+)\/refunds\/([^/]+)$/.exec(path)
        if (recorded.method === 'GET' && refundMatch) {
          const paymentId = decodeURIComponent(refundMatch[1] ?? '')
          const id = decodeURIComponent(refundMatch[2] ?? '')
          const refund = refunds.get(id)
          // Mollie finds a refund only under its own payment.
          if (refund?.paymentId !== paymentId) {
            return sendError(response, 404, 'Not Found', `No refund exists with token ${id}.`)
          }
          return send(response, 200, refund)
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
    refunds: () => [...refunds.values()],
    refund: (id) => refunds.get(id),
    setRefundStatus(id, status) {
      const refund = refunds.get(id)
      if (!refund) throw new Error(`fake Mollie: no refund ${id}`)
      if (!refundStatuses.has(status)) throw new Error(`fake Mollie: unknown refund status ${String(status)}`)
      refund.status = status
    },
    refuseRefunds(detail) {
      refundRefusal = detail
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
    if (!isAmountValue(amount.value)) {
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

  function createRefund(
    payment: FakeMolliePayment,
    body: unknown,
  ): { refund: FakeMollieRefund } | { error: string; field?: string } {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
    const amount = input.amount as { currency?: unknown; value?: unknown } | undefined
    if (typeof amount !== 'object' || amount === null) {
      return { error: 'The amount is required for refunds', field: 'amount' }
    }
    if (amount.currency !== payment.amount.currency) {
      return { error: 'The amount currency does not match the currency of the payment', field: 'amount.currency' }
    }
    if (!isAmountValue(amount.value)) {
      return { error: 'The amount contains an invalid value', field: 'amount.value' }
    }
    const description = input.description ?? ''
    if (typeof description !== 'string' || description.length > 255) {
      return { error: 'The description is invalid', field: 'description' }
    }
    if (payment.status !== 'paid') {
      return { error: `The payment cannot be refunded, because its status is ${payment.status}` }
    }
    // What remains: the payment's amount minus every earlier refund that may still pay out.
    const heldCents = [...refunds.values()]
      .filter((refund) => refund.paymentId === payment.id && !givenUpRefundStatuses.has(refund.status))
      .reduce((sum, refund) => sum + amountCents(refund.amount.value), 0)
    if (amountCents(amount.value) > amountCents(payment.amount.value) - heldCents) {
      return { error: 'The specified amount cannot be refunded', field: 'amount.value' }
    }

    const id = `re_${randomToken(10)}`
    return {
      refund: {
        resource: 'refund',
        id,
        mode: payment.mode,
        amount: { currency: payment.amount.currency, value: amount.value },
        status: 'pending',
        createdAt: new Date().toISOString(),
        description,
        metadata: input.metadata ?? null,
        paymentId: payment.id,
        _links: {
          self: { href: `https://127.0.0.1:${port}/v2/payments/${payment.id}/refunds/${id}`, type: 'application/hal+json' },
          payment: { href: `https://127.0.0.1:${port}/v2/payments/${payment.id}`, type: 'application/hal+json' },
          documentation: { href: 'https://docs.mollie.com/reference/create-refund', type: 'text/html' },
        },
      },
    }
  }
}

/** Mollie's amount value: a string with exactly two decimals, at least 0.01. */
function isAmountValue(value: unknown): value is string {
  return typeof value === 'string' && /^\d+\.\d{2}$/.test(value) && amountCents(value) >= 1
}

/** An amount value ('12.95') as whole cents, without a float. */
function amountCents(value: string): number {
  const [whole = '0', fraction = '00'] = value.split('.')
  return Number(whole) * 100 + Number(fraction)
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
