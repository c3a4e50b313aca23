import type { FastifyRequest } from 'fastify'

/**
 * The address the login limits, the WebSocket cap and the cap on unpaid checkouts (decision 017)
 * count per. Without TRUST_PROXY it is the socket's peer. Behind a proxy (TRUST_PROXY=true) it is the
 * last X-Forwarded-For entry: the one our own proxy appended. Entries before it come from the client
 * and are free to forge, so they are never used, and a guesser cannot dodge the per-address limit by
 * inventing addresses.
 */
export function clientAddress(request: FastifyRequest, trustProxy: boolean): string {
  const peer = request.socket.remoteAddress ?? 'unknown'
  if (!trustProxy) return peer
  const header = request.headers['x-forwarded-for']
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return (forwarded.at(-1) ?? peer).slice(0, 100)
}
