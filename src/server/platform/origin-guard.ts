import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { messages } from '#shared/contracts/messages'
import { Refusal } from './refusal'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Decides whether a request may change state. A browser always sends Origin on a cross-site POST
 * (and Sec-Fetch-Site in every modern browser); a request from our own pages names our origin.
 * Without Origin, a Referer from another origin is refused too (an old browser or a proxy that
 * drops Origin). Requests with none of these come from servers (a payment provider's webhook) and
 * are let through: a browser page cannot send one, and the SameSite session cookie never rides
 * along on another site's POST anyway.
 */
export function isSameSiteRequest(
  headers: {
    origin?: string | undefined
    referer?: string | undefined
    'sec-fetch-site'?: string | string[] | undefined
  },
  allowedOrigins: ReadonlySet<string>,
): boolean {
  const origin = headers.origin
  if (origin !== undefined) return allowedOrigins.has(origin)
  if (headers.referer !== undefined && !allowedOrigins.has(originOf(headers.referer))) return false
  const site = headers['sec-fetch-site']
  return site === undefined || site === 'same-origin' || site === 'none'
}

/** The origin of a URL; 'null' (never allowed) for one that does not parse. */
function originOf(url: string): string {
  return URL.canParse(url) ? new URL(url).origin : 'null'
}

/**
 * The origins a page of the shop may send from. PUBLIC_URL's always. Served directly (no TRUST_PROXY),
 * also the origin the browser addressed, from the Host header: a browser sets it from the address it
 * opened, so it is the shop's own (http://127.0.0.1:3000 while PUBLIC_URL says localhost). Behind a
 * proxy (TRUST_PROXY) Fastify builds that origin from X-Forwarded-Host and X-Forwarded-Proto, which a
 * client may write itself, so a forged pair would name whatever Origin it forged: there only
 * PUBLIC_URL counts, the one origin the seller configured.
 */
function allowedOrigins(request: FastifyRequest, publicOrigin: string, trustProxy: boolean): ReadonlySet<string> {
  return trustProxy ? new Set([publicOrigin]) : new Set([publicOrigin, `${request.protocol}://${request.host}`])
}

/** Refuses state-changing requests, and WebSocket upgrades, that another site's page sends. */
export const originGuard = fp(
  async (app: FastifyInstance, options: { publicUrl: string; trustProxy: boolean }) => {
    const publicOrigin = new URL(options.publicUrl).origin
    app.addHook('onRequest', (request, _reply, done) => {
      const isUpgrade = request.headers.upgrade?.toLowerCase() === 'websocket'
      if (SAFE_METHODS.has(request.method) && !isUpgrade) return done()
      const allowed = allowedOrigins(request, publicOrigin, options.trustProxy)
      const { origin, referer } = request.headers
      const headers = { origin, referer, 'sec-fetch-site': request.headers['sec-fetch-site'] }
      // Thrown, not sent: a route that shapes its own refusals (the checkout's {success, message})
      // gets to shape this one too.
      done(isSameSiteRequest(headers, allowed) ? undefined : new Refusal('forbidden', messages.crossSiteRequest))
    })
  },
  { name: 'origin-guard' },
)
