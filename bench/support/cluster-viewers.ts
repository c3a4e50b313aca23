import { Agent } from 'node:https'
import WebSocket from 'ws'
import { watchArrivals, type Watch } from './arrivals'
import { httpsCall } from './https-call'

/**
 * Viewers for the cluster benchmark, in a child process of their own: each holds a WebSocket to the
 * orders channel through the proxy and behaves as the order-notification overlay does (decision 010).
 * It notes every paid order it hears of; when its connection drops it reconnects after 1 s, as the
 * shop's pages do, and then catches up with `GET /api/queue/paid?since=…`. Each viewer connects from
 * an address of its own in 127.0.0.0/8, so the shop's cap on sockets per address counts them apart, as
 * it would count viewers on their own phones. Commands arrive over IPC; answers go back the same way.
 */
export type ViewerCommand =
  | { type: 'open'; baseUrl: string; count: number; firstAddress: number }
  | { type: 'expect'; marker: string; timeoutMs: number }
  | { type: 'seen'; orderIds: number[]; timeoutMs: number }
  | { type: 'close' }

export type ViewerReport =
  | { type: 'opened'; count: number }
  | { type: 'arrivals'; times: number[]; missing: number }
  | { type: 'seen'; viewers: number; complete: number; reconnects: number; catchUps: number; stillAway: number }
  | { type: 'closed' }
  | { type: 'failed'; message: string }

const RECONNECT_MS = 1_000
/** The overlay's margin on its catch-up reads (decision 010). */
const CATCH_UP_MARGIN_MS = 2 * 60_000

type Viewer = {
  socket: WebSocket | undefined
  address: string
  seen: Set<number>
  openedAt: number
  reconnects: number
  catchUps: number
}

const now = () => performance.timeOrigin + performance.now()
const report = (message: ViewerReport) => process.send?.(message)
const agent = new Agent({ keepAlive: true, maxSockets: 32, rejectUnauthorized: false })

let baseUrl = ''
let closing = false
const viewers: Viewer[] = []
let watch: Watch<Viewer> | undefined

/** 127.1.0.1, 127.1.0.2, …: one address per viewer. */
const addressOf = (index: number) => `127.${1 + Math.floor(index / 65_025)}.${1 + (Math.floor(index / 255) % 255)}.${1 + (index % 255)}`

function connect(viewer: Viewer): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace('https', 'wss')}/ws`, { rejectUnauthorized: false, localAddress: viewer.address })
    viewer.socket = socket
    let subscribed = false
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel: 'orders' })))
    socket.on('message', (data) => {
      const at = now()
      const text = data.toString()
      if (!subscribed && text.includes('"subscribed"')) {
        subscribed = true
        resolve()
        return
      }
      if (text.includes('"order_update"')) {
        const { order } = JSON.parse(text) as { order: { id: number; status: string } }
        if (order.status === 'pending') viewer.seen.add(order.id)
      }
      watch?.(viewer, text, at)
    })
    socket.once('error', (error) => {
      if (!subscribed) reject(error)
    })
    socket.once('close', () => {
      viewer.socket = undefined
      if (closing) return
      if (!subscribed) return
      setTimeout(() => void comeBack(viewer), RECONNECT_MS)
    })
  })
}

/** After a dropped connection: connect again (retrying every second) and catch up, as the overlay does. */
async function comeBack(viewer: Viewer): Promise<void> {
  for (;;) {
    if (closing) return
    try {
      await connect(viewer)
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS))
    }
  }
  viewer.reconnects++
  for (;;) {
    if (closing) return
    try {
      const since = new Date(viewer.openedAt - CATCH_UP_MARGIN_MS).toISOString()
      const answer = (await getJson(`${baseUrl}/api/queue/paid?since=${encodeURIComponent(since)}`)) as { orders: { id: number }[] }
      for (const order of answer.orders) viewer.seen.add(order.id)
      viewer.catchUps++
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 2_000))
    }
  }
}

async function getJson(url: string): Promise<unknown> {
  const { status, text } = await httpsCall(url, { agent, method: 'GET' })
  if (status !== 200) throw new Error(`${url} answered ${status || 'nothing'}`)
  return JSON.parse(text)
}

async function open(command: Extract<ViewerCommand, { type: 'open' }>): Promise<void> {
  baseUrl = command.baseUrl
  closing = false
  // In steps, so neither the proxy's nor the shops' accept queues are flooded.
  for (let opened = 0; opened < command.count; opened += 200) {
    const step = Math.min(200, command.count - opened)
    const batch = Array.from({ length: step }, (_, index): Viewer => ({
      socket: undefined,
      address: addressOf(command.firstAddress + opened + index),
      seen: new Set(),
      openedAt: Date.now(),
      reconnects: 0,
      catchUps: 0,
    }))
    await Promise.all(batch.map(connect))
    viewers.push(...batch)
  }
  report({ type: 'opened', count: viewers.length })
}

function expect({ marker, timeoutMs }: Extract<ViewerCommand, { type: 'expect' }>): void {
  watch = watchArrivals(marker, timeoutMs, () => viewers.length, (result) => {
    watch = undefined
    report({ type: 'arrivals', ...result })
  })
}

/** Waits until every viewer has seen every one of `orderIds` (live or by catching up), or the time is up. */
async function seen({ orderIds, timeoutMs }: Extract<ViewerCommand, { type: 'seen' }>): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const completeCount = () => viewers.filter((viewer) => orderIds.every((id) => viewer.seen.has(id))).length
  while (completeCount() < viewers.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250))
  report({
    type: 'seen',
    viewers: viewers.length,
    complete: completeCount(),
    reconnects: viewers.reduce((sum, viewer) => sum + viewer.reconnects, 0),
    catchUps: viewers.reduce((sum, viewer) => sum + viewer.catchUps, 0),
    stillAway: viewers.filter((viewer) => viewer.socket?.readyState !== WebSocket.OPEN).length,
  })
}

async function closeAll(): Promise<void> {
  closing = true
  await Promise.all(
    viewers.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          if (!socket || socket.readyState === WebSocket.CLOSED) return resolve()
          socket.once('close', () => resolve())
          socket.terminate()
        }),
    ),
  )
  viewers.length = 0
  report({ type: 'closed' })
}

process.on('message', (command: ViewerCommand) => {
  const done =
    command.type === 'open' ? open(command)
    : command.type === 'expect' ? Promise.resolve(expect(command))
    : command.type === 'seen' ? seen(command)
    : closeAll()
  done.catch((error: unknown) => report({ type: 'failed', message: error instanceof Error ? error.message : String(error) }))
})
process.on('disconnect', () => process.exit(0))
