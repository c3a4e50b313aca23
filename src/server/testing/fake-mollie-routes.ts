import { answer, notFound, unprocessable, type Answer } from './fake-mollie-http'
import { pageAnswer } from './fake-mollie-pages'
import type { MollieStore } from './fake-mollie-store'

// The endpoints of Mollie's v2 API the fake answers, as Mollie answers them. Each answer is made when
// the work is done; whether and when it reaches the client is up to the server (fake-mollie.ts).

/** An endpoint's answer, and the payment it created (for createRequests()). */
export type Routed = { answer: Answer; createdPaymentId?: string }

type Handler = (params: string[], url: URL, body: unknown) => Routed

export type RouteState = {
  /** Mollie's detail while every refund create is refused; false while refunds are accepted. */
  refundRefusal(): string | false
}

const noPayment = (id: string) => ({ answer: notFound(`No payment exists with token ${id}.`) })
const newestFirst = <T>(items: T[]) => [...items].reverse()

export function createRoutes(store: MollieStore, state: RouteState) {
  const routes: [method: string, path: RegExp, handler: Handler][] = [
    ['POST', /^\/v2\/payments$/, (_, __, body) => {
      const created = store.createPayment(body)
      if ('error' in created) return { answer: unprocessable(created.error, created.field) }
      return { answer: answer(201, created.payment), createdPaymentId: created.payment.id }
    }],
    ['GET', /^\/v2\/payments\/([^/]+)$/, ([id = '']) => {
      const payment = store.payments.get(id)
      return payment ? { answer: answer(200, payment) } : noPayment(id)
    }],
    ['POST', /^\/v2\/payments\/([^/]+)\/refunds$/, ([paymentId = ''], _, body) => {
      const payment = store.payments.get(paymentId)
      if (!payment) return noPayment(paymentId)
      const refusal = state.refundRefusal()
      if (refusal !== false) return { answer: unprocessable(refusal) }
      const created = store.createRefund(payment, body)
      if ('error' in created) return { answer: unprocessable(created.error, created.field) }
      return { answer: answer(201, created.refund) }
    }],
    ['GET', /^\/v2\/payments\/([^/]+)\/refunds$/, ([paymentId = ''], url) => {
      if (!store.payments.has(paymentId)) return noPayment(paymentId)
      const refunds = newestFirst(store.refundsOf(paymentId))
      return { answer: pageAnswer(refunds, url, 'refunds', 'https://docs.mollie.com/reference/list-refunds') }
    }],
    ['GET', /^\/v2\/payments\/([^/]+)\/refunds\/([^/]+)$/, ([paymentId = '', id = '']) => {
      const refund = store.refunds.get(id)
      // Mollie finds a refund only under its own payment.
      if (refund?.paymentId !== paymentId) return { answer: notFound(`No refund exists with token ${id}.`) }
      return { answer: answer(200, refund) }
    }],
    ['GET', /^\/v2\/payments\/([^/]+)\/chargebacks$/, ([paymentId = ''], url) => {
      if (!store.payments.has(paymentId)) return noPayment(paymentId)
      const chargebacks = newestFirst(store.chargebacksOf(paymentId))
      return { answer: pageAnswer(chargebacks, url, 'chargebacks', 'https://docs.mollie.com/reference/list-chargebacks') }
    }],
    ['GET', /^\/v2\/payments\/([^/]+)\/chargebacks\/([^/]+)$/, ([paymentId = '', id = '']) => {
      const chargeback = store.chargebacks.get(id)
      // Like a refund, a chargeback is found only under its own payment.
      if (chargeback?.paymentId !== paymentId) return { answer: notFound(`No chargeback exists with token ${id}.`) }
      return { answer: answer(200, chargeback) }
    }],
    ['GET', /^\/v2\/chargebacks$/, (_, url) => {
      const chargebacks = newestFirst([...store.chargebacks.values()])
      return { answer: pageAnswer(chargebacks, url, 'chargebacks', 'https://docs.mollie.com/reference/list-chargebacks') }
    }],
  ]

  return function route(method: string, url: URL, body: unknown): Routed {
    for (const [routeMethod, path, handler] of routes) {
      const match = path.exec(url.pathname)
      if (match && routeMethod === method) return handler(match.slice(1).map(decodeURIComponent), url, body)
    }
    return { answer: notFound('The resource does not exist.') }
  }
}
