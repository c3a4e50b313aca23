import { fork } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { closeOnInterrupt } from './cleanup'

/**
 * The fan-out benchmark's baseline (decision 065): a bare `ws` server in a Node process of its own,
 * as the shop runs in one under `npm start`. It answers a subscription as the shop does, and
 * `POST /broadcast` sends the request's body, as text, to every socket with `ws`'s own send, then
 * answers 204: a broadcast set off by an HTTP request, as a paid order sets off the shop's. The
 * cluster benchmark puts three of them behind its proxy, as it does three shops.
 */
export type BareBroadcast = {
  url: string
  wsUrl: string
  /** host:port, for a proxy's list of servers. */
  address: string
  close: () => Promise<void>
}

export async function startBareBroadcast(): Promise<BareBroadcast> {
  // The benchmark runs under `node --import tsx`; the child inherits that through execArgv.
  const child = fork(import.meta.filename, { env: { ...process.env, BENCH_BARE_BROADCAST_CHILD: '1' }, stdio: 'inherit' })
  const exited = once(child, 'exit')
  const close = closeOnInterrupt(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill()
    await exited
  })
  try {
    const [port] = (await Promise.race([
      once(child, 'message'),
      exited.then(() => {
        throw new Error('the bare broadcast process ended before it listened')
      }),
    ])) as [number]
    return { url: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}`, address: `127.0.0.1:${port}`, close }
  } catch (error) {
    await close()
    throw error
  }
}

/** About the size and shape of the shop's order_update message, with the marker as the buyer's name. */
export function orderUpdateLike(marker: string) {
  return {
    channel: 'orders',
    type: 'order_update',
    order: { id: 1, tiktokUsername: marker, productName: 'Booster Pack – Benchmark', quantity: 1, status: 'pending', createdAt: new Date().toISOString(), paidAt: new Date().toISOString(), colourIndex: 3 },
  }
}

async function runChild(): Promise<void> {
  const server = createServer((request, response) => {
    // The proxy's health check, answered as a shop's is.
    if (request.url === '/api/health') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
      return
    }
    if (request.method !== 'POST' || request.url !== '/broadcast') {
      response.writeHead(404).end()
      return
    }
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      // Serialised once, as the shop's event is; ws turns the text into a frame for every socket.
      const text = Buffer.concat(chunks).toString()
      for (const socket of sockets.clients) socket.send(text)
      response.writeHead(204).end()
    })
  })
  const sockets = new WebSocketServer({ server })
  sockets.on('connection', (socket) =>
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; channel: string }
      if (message.type === 'subscribe') socket.send(JSON.stringify({ type: 'subscribed', channel: message.channel }))
    }),
  )
  // The listen backlog the shop has (src/server/main.ts).
  server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => process.send?.((server.address() as AddressInfo).port))
  process.once('disconnect', () => process.exit(0))
}

if (process.env.BENCH_BARE_BROADCAST_CHILD && process.send) await runChild()
