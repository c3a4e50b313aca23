import { request } from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import { checkoutBody, type CheckoutAnswer } from './shop-api'

export type CheckoutWorkerInput = { baseUrl: string; productId: number; buyers: number; namePrefix: string; quantity?: number }

/**
 * Buyers on a thread of their own: every checkout sent at the same moment, each on a connection of
 * its own and timed from sending to its last byte. node:http rather than fetch: undici took longer to
 * open 500 connections than the shop took to answer them. Run by checkoutAllAtOnce().
 */
const input = workerData as CheckoutWorkerInput

function checkout(tiktokUsername: string): Promise<CheckoutAnswer> {
  const body = checkoutBody(tiktokUsername, input.productId, input.quantity)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${input.baseUrl}/api/payments`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const ms = performance.now() - started
          const status = response.statusCode ?? 0
          const url = status === 200 ? (JSON.parse(Buffer.concat(chunks).toString()) as { url?: string }).url : undefined
          resolve({ status, paymentId: url?.split('/').pop(), ms })
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

const answers = await Promise.all(Array.from({ length: input.buyers }, (_, index) => checkout(`${input.namePrefix}${index}`)))
parentPort?.postMessage(answers)
