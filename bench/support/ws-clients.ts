import WebSocket from 'ws'

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
let watch: ((socket: WebSocket, text: string, at: number) => void) | undefined

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
  const arrived = new Map<WebSocket, number>()
  const finish = () => {
    watch = undefined
    clearTimeout(timer)
    report({ type: 'arrivals', times: [...arrived.values()], missing: sockets.length - arrived.size })
  }
  const timer = setTimeout(finish, timeoutMs)
  watch = (socket, text, at) => {
    if (!text.includes(marker) || arrived.has(socket)) return
    arrived.set(socket, at)
    if (arrived.size === sockets.length) finish()
  }
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
