import WebSocket from 'ws'
import { watchArrivals, type Watch } from './arrivals'

/**
 * A child process holding many WebSocket clients for the fan-out benchmark, so their work and memory
 * are not the server's. Commands arrive over IPC; every answer reports back the same way. Times are
 * `performance.timeOrigin + performance.now()`, the wall clock the parent uses too. Clients are held
 * in named groups, one per server, so that two servers can take turns while both keep their clients.
 */
export type ClientCommand =
  | { type: 'open'; group: string; url: string; count: number; channel: string }
  | { type: 'expect'; group: string; marker: string; timeoutMs: number }
  | { type: 'close'; group: string }

export type ClientReport =
  | { type: 'opened'; count: number }
  | { type: 'arrivals'; times: number[]; missing: number }
  | { type: 'closed' }
  | { type: 'failed'; message: string }

const now = () => performance.timeOrigin + performance.now()
const groups = new Map<string, { sockets: WebSocket[]; watch?: Watch<WebSocket> }>()
const groupOf = (name: string) => groups.get(name) ?? groups.set(name, { sockets: [] }).get(name)!

const report = (message: ClientReport) => process.send?.(message)

function openOne(group: { watch?: Watch<WebSocket> }, url: string, channel: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('error', reject)
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel })))
    socket.on('message', (data) => {
      const at = now()
      const text = data.toString()
      if (text.includes('"subscribed"')) resolve(socket)
      else group.watch?.(socket, text, at)
    })
  })
}

async function open({ group: name, url, count, channel }: Extract<ClientCommand, { type: 'open' }>): Promise<void> {
  const group = groupOf(name)
  // In steps, so the server's accept queue is never flooded.
  for (let opened = 0; opened < count; opened += 250) {
    const step = Math.min(250, count - opened)
    group.sockets.push(...(await Promise.all(Array.from({ length: step }, () => openOne(group, url, channel)))))
  }
  report({ type: 'opened', count: group.sockets.length })
}

function expect({ group: name, marker, timeoutMs }: Extract<ClientCommand, { type: 'expect' }>): void {
  const group = groupOf(name)
  group.watch = watchArrivals(marker, timeoutMs, () => group.sockets.length, (result) => {
    group.watch = undefined
    report({ type: 'arrivals', ...result })
  })
}

async function close(name: string): Promise<void> {
  const { sockets } = groupOf(name)
  await Promise.all(
    sockets.map((socket) => new Promise<void>((resolve) => (socket.readyState === WebSocket.CLOSED ? resolve() : (socket.once('close', () => resolve()), socket.terminate())))),
  )
  groups.delete(name)
  report({ type: 'closed' })
}

process.on('message', (command: ClientCommand) => {
  const run = command.type === 'open' ? open(command) : command.type === 'close' ? close(command.group) : Promise.resolve(expect(command))
  run.catch((error: unknown) => report({ type: 'failed', message: error instanceof Error ? error.message : String(error) }))
})
process.on('disconnect', () => process.exit(0))
