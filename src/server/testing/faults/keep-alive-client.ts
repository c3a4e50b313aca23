import { Agent, request } from 'node:http'

export type Answer = { status: number; body: unknown }

/**
 * An HTTP client on a fixed set of open keep-alive connections. Opening them first (warmUp) means a
 * request sent later reaches a connection the shop has already accepted: it is in flight at once,
 * instead of waiting in the kernel's queue of connections the shop has not picked up yet.
 */
export function keepAliveClient(baseUrl: string, connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections })

  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
    new Promise((done, fail) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const req = request(
        `${baseUrl}${path}`,
        { method, agent, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers }, timeout: 30_000 },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (text += chunk))
          res.on('end', () => done({ status: res.statusCode ?? 0, body: parse(text) }))
          res.on('error', fail)
        },
      )
      req.on('timeout', () => req.destroy(new Error('no answer within 30 s')))
      req.on('error', fail)
      req.end(payload)
    })

  return {
    send,
    /** Opens every connection with a request of its own, all at once. */
    async warmUp(): Promise<void> {
      const answers = await Promise.all(Array.from({ length: connections }, () => send('GET', '/api/health')))
      const failed = answers.find((a) => a.status !== 200)
      if (failed) throw new Error(`warming up the connections: ${failed.status}`)
    },
    close: () => agent.destroy(),
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
