import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import { pageRoutes } from '#shared/contracts/page-routes'
import { isApiPath } from './paths'

/** The security headers of one kind of address, the same object for every request of that kind. */
export type SecurityHeaders = { kind: 'api' | 'page' | 'obs-opening'; headers: Readonly<Record<string, string>> }

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers every answer to this address carries; also for answers sent before the router (decision 065). */
    securityHeadersOf(url: string): SecurityHeaders
  }
}

/**
 * Security headers on every answer. Pages and files get helmet's full set: no inline script is
 * allowed; inline styles are (Radix positions popovers with style attributes), and product images
 * may come from any https host the admin enters. The API's JSON answers get the few headers that
 * mean something for data (as GitHub's API does): a policy that allows nothing at all and no
 * framing, nosniff, no cross-origin embedding, the referrer policy and HSTS. The rest of the page
 * set would only be parsed by browsers for nothing, on the shop's busiest reads (decision 013).
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: { https: boolean }) => {
    const pageHeadersWith = (connectSrc: string[], upgrade: boolean) =>
      headersOf({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'https:'],
            fontSrc: ["'self'"],
            connectSrc,
            mediaSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
            ...(upgrade ? { upgradeInsecureRequests: [] } : {}),
          },
        },
        referrerPolicy: { policy: REFERRER_POLICY },
        strictTransportSecurity: options.https ? HSTS : false,
        // Product images the admin links from other hosts must still load.
        crossOriginEmbedderPolicy: false,
      })
    const pageHeaders = pageHeadersWith(["'self'"], options.https)
    // Decision 062: the OBS opening overlay talks to OBS's WebSocket server on the machine it runs on,
    // which serves plain ws:// (Chromium counts a loopback address as trustworthy, so an https page
    // may). Only that page may, and without upgrade-insecure-requests, which would turn ws:// into a
    // wss:// that OBS does not answer. Its scripts are the shop's own as on every page.
    const obsOpeningHeaders = pageHeadersWith(["'self'", ...OBS_WEBSOCKET_SOURCES], false)
    const apiHeaders = headersOf({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
      },
      referrerPolicy: { policy: REFERRER_POLICY },
      strictTransportSecurity: options.https ? HSTS : false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xContentTypeOptions: true,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    })
    const api: SecurityHeaders = { kind: 'api', headers: apiHeaders }
    const page: SecurityHeaders = { kind: 'page', headers: pageHeaders }
    const obsOpening: SecurityHeaders = { kind: 'obs-opening', headers: obsOpeningHeaders }
    const securityHeadersOf = (url: string) => (isApiPath(url) ? api : isObsOpeningPage(url) ? obsOpening : page)
    app.decorate('securityHeadersOf', securityHeadersOf)
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(securityHeadersOf(request.url).headers)
      done()
    })
  },
  { name: 'security-headers' },
)

const REFERRER_POLICY = 'strict-origin-when-cross-origin'
/** OBS's WebSocket server on the seller's own machine, on whatever port they set (decision 062). */
const OBS_WEBSOCKET_SOURCES = ['ws://127.0.0.1:*', 'ws://localhost:*']

/** The OBS opening overlay's page, as the router matches it: any letter case, trailing slashes, a query. */
function isObsOpeningPage(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? ''
  return path.replace(/\/+$/, '').toLowerCase() === pageRoutes.obsOpening
}
const HSTS = { maxAge: 31_536_000, includeSubDomains: true }

/**
 * The headers helmet sets, worked out once. They depend on nothing in the request, and building
 * them for each one (as @fastify/helmet does, parsing the policy again every time) took a tenth of
 * the shop's time on its busiest reads (decision 013).
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}
