import { once } from 'node:events'
import { beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { messages } from '#shared/contracts/messages'
import { buildTestApp, connectSocket, listenForSockets, loginAsAdmin, refuseUpgrade, type TestSocket } from '#server/testing/test-app'
import { capturingLogger } from '#server/testing/capturing-logger'
import { useTestApp, useTestShop } from '#server/testing/use-test-shop'
import { MAX_SOCKETS_PER_ADDRESS } from './realtime'

/**
 * One client may not hold hundreds of WebSockets, and a frame past the 4 KiB
 * limit closes its socket with 1009 without an error-level log line or a stack trace.
 */
const { logger, lines: logLines } = capturingLogger()

/** A shop reached directly, from this machine. */
const { database, shop: direct } = useTestShop({ deps: { logger } })
let directUrl: string
/** A shop behind one proxy (TRUST_PROXY), so each test socket can come from an address of its own. */
const proxied = useTestApp(() => buildTestApp({ trustProxy: true }, { database }))
let proxiedUrl: string

beforeAll(async () => {
  directUrl = await listenForSockets(direct.app)
  proxiedUrl = await listenForSockets(proxied.app)
})

describe('open WebSockets per client address', () => {
  /** As our proxy forwards it: whatever the client wrote, then the address the proxy saw. */
  const from = (address: string, forged = '10.0.0.1') => ({ 'x-forwarded-for': `${forged}, ${address}` })

  test(`${MAX_SOCKETS_PER_ADDRESS} from one address are allowed; the next is refused with 429 in Dutch, another address is not`, async () => {
    expect(MAX_SOCKETS_PER_ADDRESS).toBe(50)
    const open: TestSocket[] = []
    try {
      // Each with a different forged first entry: only the address the proxy appended counts.
      open.push(
        ...(await Promise.all(
          Array.from({ length: MAX_SOCKETS_PER_ADDRESS }, (_, i) => connectSocket(proxiedUrl, from('198.51.100.7', `10.0.${i}.1`))),
        )),
      )
      const refused = await refuseUpgrade(proxiedUrl, from('198.51.100.7', '10.1.1.1'))
      expect(refused.status).toBe(429)
      expect(JSON.parse(refused.body)).toEqual({ message: messages.tooManyRealtimeConnections })
      expect(refused.closedByServer).toBe(true)

      const neighbour = await connectSocket(proxiedUrl, from('198.51.100.8'))
      open.push(neighbour)

      // One closes: its place is free again once the server has seen it go.
      open.shift()?.close()
      let again: TestSocket | undefined
      for (let attempt = 0; attempt < 50 && !again; attempt++) {
        again = await connectSocket(proxiedUrl, from('198.51.100.7')).catch(async () => {
          await new Promise((resolve) => setTimeout(resolve, 100))
          return undefined
        })
      }
      expect(again).toBeDefined()
      if (again) open.push(again)
    } finally {
      for (const socket of open) socket.close()
    }
  }, 60_000)

  test('connections from the machine itself are not capped (a proxy on the same host without TRUST_PROXY, the benchmarks)', async () => {
    const open = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_ADDRESS + 5 }, () => connectSocket(directUrl)))
    for (const socket of open) socket.close()
    expect(open).toHaveLength(MAX_SOCKETS_PER_ADDRESS + 5)
  }, 60_000)
})

test('a frame past 4 KiB closes the socket with 1009, logged as a warning without a stack, for a visitor and for the admin', async () => {
  const linesBefore = logLines.length
  for (const headers of [{}, { cookie: await loginAsAdmin(direct.app) }]) {
    const socket = new WebSocket(directUrl, { headers })
    await once(socket, 'open')
    const closed = once(socket, 'close') as Promise<[number, Buffer]>
    socket.send('x'.repeat(5 * 1024))
    const [code] = await closed
    expect(code).toBe(1009)
  }

  const lines = logLines.slice(linesBefore)
  const aboutTheFrame = lines.filter((line) => JSON.stringify(line).includes('WS_ERR_UNSUPPORTED_MESSAGE_LENGTH'))
  expect(aboutTheFrame).toHaveLength(2)
  const [warn, error] = [40, 50] // pino's levels
  for (const line of aboutTheFrame) {
    expect(line.level).toBe(warn)
    expect(JSON.stringify(line)).not.toMatch(/stack|\n\s+at /)
  }
  expect(lines.filter((line) => line.level >= error)).toEqual([])

  // The shop goes on: a new socket subscribes as usual.
  const next = await connectSocket(directUrl)
  next.send({ type: 'subscribe', channel: 'live' })
  expect(await next.next()).toEqual({ type: 'subscribed', channel: 'live' })
  next.close()
})
