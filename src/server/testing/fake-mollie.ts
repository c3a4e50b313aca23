import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { chargeBack, reverseChargeback, type ChargebackOptions } from './fake-mollie-chargebacks'
import { createAnswerFaults, type FakeMollieAnswerMatch } from './fake-mollie-faults'
import { badRequest, errorAnswer, readBody, selfSignedCertificate, send, type Answer } from './fake-mollie-http'
import { createIdempotency, type FakeMollieIdempotencyKey } from './fake-mollie-idempotency'
import { createRoutes } from './fake-mollie-routes'
import type {
  FakeMollieChargeback,
  FakeMolliePayment,
  FakeMollieRefund,
  MolliePaymentStatus,
  MollieRefundStatus,
} from './fake-mollie-resources'
import { createMollieStore } from './fake-mollie-store'

/**
 * A small fake of the Mollie Payments API (v2) for tests: what the shop's Mollie adapter uses, answered
 * the way Mollie answers (HAL+JSON payment, refund and chargeback objects, paged lists, errors as
 * {status, title, detail, field?, _links}), as strict as Mollie about idempotency keys and what remains
 * refundable. It speaks https only, like Mollie, with a self-signed certificate made at start-up, because
 * the official SDK refuses http (docs/architecture.md, Toolchain notes). The SDK is pointed at it with
 * `apiEndpoint: fake.url` (which ends in /v2/, as the SDK resolves 'payments' against it).
 *
 * Besides answering, it lets a test play Mollie's side: a status that changes, a refund that fails, one
 * made in the dashboard, a chargeback and its reversal, an outage, an answer lost or late after the work
 * was done (decision 052).
 */

export type { FakeMollieChargeback, FakeMolliePayment, FakeMollieRefund, MolliePaymentStatus, MollieRefundStatus }
export type { ChargebackOptions, FakeMollieAnswerMatch, FakeMollieIdempotencyKey }

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
 * Either way nothing is done and no idempotency key is bound.
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
  /** Every refund created (through the API or the dashboard), oldest first. */
  refunds(): FakeMollieRefund[]
  refund(id: string): FakeMollieRefund | undefined
  /**
   * What Mollie would report from now on: the refund was paid out, failed, was canceled, ... A failed or
   * canceled refund gives its amount back to the payment's amountRemaining.
   */
  setRefundStatus(id: string, status: MollieRefundStatus): void
  /**
   * A refund the seller made in Mollie's dashboard: no metadata, status pending, listed with the
   * payment's refunds. Throws where Mollie would refuse it (payment not paid, more than remains).
   */
  addDashboardRefund(paymentId: string, amountCents: number, description?: string): FakeMollieRefund
  /**
   * The bank takes a paid payment's money back (all that remains by default). Mollie leaves the payment
   * 'paid' and reports amountChargedBack and a lower amountRemaining. Throws for a payment not paid, or
   * for more than remains.
   */
  chargeback(paymentId: string, options?: ChargebackOptions): FakeMollieChargeback
  /** The chargeback is reversed: reversedAt is set, and its amount is the payment's (and refundable) again. */
  reverseChargeback(chargebackId: string): FakeMollieChargeback
  /** Every chargeback, oldest first. */
  chargebacks(): FakeMollieChargeback[]
  /**
   * Every idempotency key Mollie bound to a POST it answered, oldest first, with the path and body it is
   * bound to. A replay or a refused reuse adds nothing; a key used after it was forgotten is bound anew.
   */
  idempotencyKeys(): FakeMollieIdempotencyKey[]
  /** As if Mollie's hour had passed: every key may be used again, for any request. */
  forgetIdempotencyKeys(): void
  /**
   * The next `count` answers matching `match` are lost: the request is carried out (the payment or
   * refund made, the idempotency key bound) and the connection then dropped, so the SDK rejects with a
   * network error. A new call replaces the last; 0 clears it.
   */
  loseNextAnswers(count: number, match?: FakeMollieAnswerMatch): void
  /**
   * The next `count` answers matching `match` are sent `ms` after the work was done, so a caller's own
   * timeout fires first while the payment or refund exists. A new call replaces the last; 0 clears it.
   */
  delayNextAnswers(count: number, ms: number, match?: FakeMollieAnswerMatch): void
  /**
   * The next `count` answers matching `match` are held: the work is done and no answer comes until
   * loseHeldAnswers(), so a test acts while the shop waits, however slow the machine. A new call
   * replaces the last; 0 clears it.
   */
  holdNextAnswers(count: number, match?: FakeMollieAnswerMatch): void
  /** Drops the connections of the answers held so far, so each caller rejects with a network error. */
  loseHeldAnswers(): void
  /**
   * Makes every refund create answer 422 with this detail, as Mollie refuses one (e.g. 'The refund
   * amount exceeds your available balance'); `false` accepts them again.
   */
  refuseRefunds(detail: string | false): void
  /** Makes every request fail (see FakeMollieOutage); `false` brings the fake back. */
  setDown(outage: FakeMollieOutage | false): void
  /** Every fault off: up, refunds accepted, no answer lost, late or held (one held is lost now). What each test starts from. */
  clearFaults(): void
  close(): Promise<void>
}

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

/** Starts the fake on 127.0.0.1 at a random port. */
export async function startFakeMollie(options: { apiKey?: string } = {}): Promise<FakeMollie> {
  const apiKey = options.apiKey ?? FAKE_MOLLIE_API_KEY
  const { key, cert } = await selfSignedCertificate()
  let origin = ''
  const store = createMollieStore({ origin: () => origin, mode: apiKey.startsWith('live_') ? 'live' : 'test' })
  const requests: FakeMollieRequest[] = []
  const created = new Map<string, FakeMollieRequest>()
  const idempotency = createIdempotency()
  const faults = createAnswerFaults()
  const lateAnswers = new Set<NodeJS.Timeout>()
  const heldAnswers = new Set<IncomingMessage>()
  const loseHeldAnswers = () => {
    for (const request of heldAnswers) request.socket.destroy()
    heldAnswers.clear()
  }
  let outage: FakeMollieOutage | false = false
  let refundRefusal: string | false = false
  const route = createRoutes(store, { refundRefusal: () => refundRefusal })

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const text = await readBody(request)
    const recorded: FakeMollieRequest = { method: request.method ?? 'GET', path: request.url ?? '/', headers: request.headers, body: undefined }
    requests.push(recorded)
    if (outage === 'reset') return void request.socket.destroy()
    if (outage === 'unavailable') {
      const unavailable = errorAnswer(503, 'Service Unavailable', 'The Mollie API is temporarily unavailable.')
      return send(response, { ...unavailable, headers: { 'Retry-After': '0' } })
    }
    const url = new URL(recorded.path, origin)
    const deliver = (answered: Answer) => deliverAnswer(request, response, answered, url.pathname)
    if (text.length > 0) {
      try {
        recorded.body = JSON.parse(text)
      } catch {
        return deliver(badRequest('The request body is not valid JSON.'))
      }
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return deliver(errorAnswer(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate'))
    }
    // The SDK sends a key with every POST (the caller's `idempotencyKey`, or one of its own).
    const idempotencyKey = recorded.method === 'POST' ? firstOf(request.headers['idempotency-key']) : undefined
    if (idempotencyKey !== undefined) {
      const earlier = idempotency.earlierAnswer(idempotencyKey, recorded.method, recorded.path, recorded.body)
      if (earlier) return deliver(earlier)
    }
    const routed = route(recorded.method, url, recorded.body)
    if (routed.createdPaymentId !== undefined) created.set(routed.createdPaymentId, recorded)
    if (idempotencyKey !== undefined) idempotency.bind(idempotencyKey, recorded.method, recorded.path, recorded.body, routed.answer)
    deliver(routed.answer)
  }

  /** Sends the answer, unless a fault the test set loses it or holds it back. */
  function deliverAnswer(request: IncomingMessage, response: ServerResponse, answered: Answer, pathname: string): void {
    const fault = faults.take(request.method ?? 'GET', pathname)
    if (!fault) return send(response, answered)
    if (fault.kind === 'lose') return void request.socket.destroy()
    if (fault.kind === 'hold') return void heldAnswers.add(request)
    const timer = setTimeout(() => {
      lateAnswers.delete(timer)
      send(response, answered)
    }, fault.ms)
    lateAnswers.add(timer)
  }

  const server: Server = createServer({ key, cert }, (request, response) => {
    handle(request, response).catch(() => request.socket.destroy())
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
  origin = `https://127.0.0.1:${port}`

  return {
    url: `${origin}/v2/`,
    apiKey,
    requests,
    createRequests: () => [...created.values()],
    createRequestOf: (id) => created.get(id),
    payments: () => [...store.payments.values()],
    payment: (id) => store.payments.get(id),
    setStatus: (id, status) => store.setStatus(id, status),
    refunds: () => [...store.refunds.values()],
    refund: (id) => store.refunds.get(id),
    setRefundStatus: (id, status) => store.setRefundStatus(id, status),
    addDashboardRefund(paymentId, amountCents, description = '') {
      const payment = store.getPayment(paymentId)
      if (!Number.isInteger(amountCents) || amountCents < 1) throw new Error(`fake Mollie: a refund of ${amountCents} cents`)
      const refused = store.refusalOfRefund(payment, amountCents)
      if (refused) throw new Error(`fake Mollie: the dashboard refuses this refund: ${refused.error}`)
      return store.addRefund(payment, amountCents, description, null)
    },
    chargeback: (paymentId, chargebackOptions) => chargeBack(store, paymentId, chargebackOptions),
    reverseChargeback: (chargebackId) => reverseChargeback(store, chargebackId),
    chargebacks: () => [...store.chargebacks.values()],
    idempotencyKeys: () => idempotency.bound(),
    forgetIdempotencyKeys: () => idempotency.forget(),
    loseNextAnswers: (count, match) => faults.set({ kind: 'lose' }, count, match),
    delayNextAnswers: (count, ms, match) => faults.set({ kind: 'delay', ms }, count, match),
    holdNextAnswers: (count, match) => faults.set({ kind: 'hold' }, count, match),
    loseHeldAnswers,
    refuseRefunds(detail) {
      refundRefusal = detail
    },
    setDown(next) {
      outage = next
    },
    clearFaults() {
      outage = false
      refundRefusal = false
      faults.set({ kind: 'lose' }, 0)
      faults.set({ kind: 'delay', ms: 0 }, 0)
      faults.set({ kind: 'hold' }, 0)
      loseHeldAnswers()
    },
    close() {
      for (const timer of lateAnswers) clearTimeout(timer)
      lateAnswers.clear()
      heldAnswers.clear()
      return new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}

function firstOf(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header
}
