import WebSocket from 'ws'
import { watchArrivals, type Watch } from './arrivals'

/**
 * A child process holding many WebSocket clients for the fan-out benchmark, so their work and memory
 * are not the server's. Commands arrive over IPC; every answer reports back the same way. Times are
 * `performance.timeOrigin + performance.now()`, the wall clock the parent uses too.
 */
export type ClientCommand =
  | { type: 'open'; url: string; count: number; channel: string }
  | { type: 'expect'; marker: string; timeoutMs: number }
  | { type: 'close' }

export type ClientReport =
  | { type: 'opened'; count: number }
  | { type: 'arrivals'; times: number[]; missing: number }
  | { type: 'closed' }
  | { type: 'failed'; message: string }

const now = () => performance.timeOrigin + performance.now()
let sockets: WebSocket[] = []
let watch: Watch<WebSocket> | undefined

const report = (message: ClientReport) => process.send?.(message)

function openOne(url: string, channel: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('error', reject)
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel })))
    socket.on('message', (data) => {
      const at = now()
      const text = data.toString()
      if (text.includes('"subscribed"')) resolve(socket)
      else watch?.(socket, text, at)
    })
  })
}

async function open({ url, count, channel }: Extract<ClientCommand, { type: 'open' }>): Promise<void> {
  // In steps, so the server's accept queue is never flooded.
  for (let opened = 0; opened < count; opened += 250) {
    const step = Math.min(250, count - opened)
    sockets.push(...(await Promise.all(Array.from({ length: step }, () => openOne(url, channel)))))
  }
  report({ type: 'opened', count: sockets.length })
}

function expect({ marker, timeoutMs }: Extract<ClientCommand, { type: 'expect' }>): void {
  watch = watchArrivals(marker, timeoutMs, () => sockets.length, (result) => {
    watch = undefined
    report({ type: 'arrivals', ...result })
  })
}

async function closeAll(): Promise<void> {
  await Promise.all(
    sockets.map((socket) => new Promise<void>((resolve) => (socket.readyState === WebSocket.CLOSED ? resolve() : (socket.once('close', () => resolve()), socket.terminate())))),
  )
  sockets = []
  report({ type: 'closed' })
}

process.on('message', (command: ClientCommand) => {
  const run = command.type === 'open' ? open(command) : command.type === 'close' ? closeAll() : Promise.resolve(expect(command))
  run.catch((error: unknown) => report({ type: 'failed', message: error instanceof Error ? error.message : String(error) }))
})
process.on('disconnect', () => process.exit(0))
