import { parentPort, workerData } from 'node:worker_threads'
import { BuyerConnection } from './buyer-connection'
import { checkoutBody } from './shop-api'

export type BuyersInput = {
  /** The proxy's https address. */
  baseUrl: string
  productId: number
  buyers: number
  namePrefix: string
  /** The first buyer's number: a buyer's name and address follow from it. */
  firstBuyer: number
  /** The first of the buyers' own addresses in 127.0.0.0/8 (see addressOf). */
  firstAddress: number
}

/** A buyer's checkout: the HTTP status (0: no answer at all, the connection broke) and its payment. */
export type BuyerAnswer = { status: number; paymentId: string | undefined; ms: number; sentAt: number }

/**
 * Buyers of a drop through the proxy, on a thread of their own. Each has a connection of its own from
 * an address of its own (127.2.x.y), opened beforehand with a first request, as a buyer
 * who has the shop open already holds one; then every checkout is sent in the same tick and timed from
 * sending to its last byte. Several of these threads share a drop (dropThroughProxy()): one thread alone
 * spent most of a second encrypting 2,000 requests before it could read the first answer.
 */
const input = workerData as BuyersInput & { script: string }

const addressOf = (index: number) => `127.${2 + Math.floor(index / 65_025)}.${1 + (Math.floor(index / 255) % 255)}.${1 + (index % 255)}`

const buyers = Array.from({ length: input.buyers }, (_, index) => {
  const name = `${input.namePrefix}${input.firstBuyer + index}`
  const connection = new BuyerConnection(new URL(input.baseUrl), addressOf(input.firstAddress + input.firstBuyer + index))
  return { connection, checkout: connection.prepare('POST', '/api/payments', checkoutBody(name, input.productId)) }
})

// The shop open in every buyer's browser: a connection each, in steps so the handshakes do not pile up.
for (let start = 0; start < buyers.length; start += 200) {
  await Promise.all(
    buyers.slice(start, start + 200).map(async ({ connection }) => {
      await connection.open()
      const { status } = await connection.send(connection.prepare('GET', '/api/health'))
      if (status !== 200) throw new Error(`a buyer's first read answered ${status}`)
    }),
  )
}

// Every thread ready, then all send at once.
parentPort?.postMessage({ type: 'ready' })
await new Promise((resolve) => parentPort?.once('message', resolve))
const answers = await Promise.all(
  buyers.map(async ({ connection, checkout }): Promise<BuyerAnswer> => {
    const sentAt = performance.timeOrigin + performance.now()
    const started = performance.now()
    const { status, text } = await connection.send(checkout)
    const ms = performance.now() - started
    const url = status === 200 ? (JSON.parse(text) as { url?: string }).url : undefined
    return { status, paymentId: url?.split('/').pop(), ms, sentAt }
  }),
)
for (const { connection } of buyers) connection.close()
parentPort?.postMessage({ type: 'answers', answers })
