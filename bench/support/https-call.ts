import { request, type Agent } from 'node:https'

/**
 * One request through the proxy's TLS (its certificate is self-signed for 127.0.0.1), with a JSON body
 * when given. Never throws: a request that got no answer, or whose connection broke, is status 0.
 */
export function httpsCall(
  url: string,
  options: { agent: Agent; method: string; body?: string; localAddress?: string },
): Promise<{ status: number; text: string }> {
  const { agent, method, body, localAddress } = options
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}
    const outgoing = request(url, { method, agent, localAddress, headers, rejectUnauthorized: false }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      response.on('error', () => resolve({ status: 0, text }))
    })
    outgoing.on('error', () => resolve({ status: 0, text: '' }))
    outgoing.end(body)
  })
}
