import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { idParamsSchema } from '#shared/contracts/admin-catalog'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { liveSessionListSchema, liveSessionSchema, updateLiveSessionSchema } from '#shared/contracts/live-sessions'
import { messages } from '#shared/contracts/messages'
import {
  createdOverlayKeySchema,
  openingTimecodesAnswerSchema,
  openingTimecodesPostSchema,
  overlayHeadSchema,
  overlayKeyListSchema,
  overlayKeySchema,
} from '#shared/contracts/obs-overlay'
import type { Db } from '#server/db/db'
import { clientAddress } from '#server/platform/client-address'
import { holdAddressOf } from '#server/modules/sales/sales.public'
import { readOverlayHead, recordOpeningTimecodes } from './opening-timecodes.repo'
import { listLiveSessions, saveReplayUrl } from './openings.repo'
import { checkOverlayKey, createOverlayKey, listOverlayKeys, revokeOverlayKey } from './overlay-keys.repo'
import { overlayLimiter } from './overlay-limits'

const admin = { access: 'admin' } as const
// Public to the session guard: the overlay's own key opens them (decision 062).
const overlay = { access: 'public' } as const

/** The key in `Authorization: Bearer <key>`, or undefined. */
function bearerKey(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(request.headers.authorization ?? '')
  return match?.[1]
}

/**
 * The back office's 'Live sessies' (decision 060): every live, and the replay's address the seller
 * pastes. The OBS overlay's keys, and what the overlay reads and posts with one (decision 062).
 */
export const openingsRoutes: FastifyPluginAsyncZod<{ db: Db; trustProxy: boolean }> = async (app, { db, trustProxy }) => {
  const limiter = overlayLimiter()

  /**
   * Before the body is read: 429 past the limit, 401 without a working overlay key (missing, wrong or
   * revoked), so a request without the key learns nothing, not even what its body should hold.
   */
  async function admitOverlay(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store')
    if (!limiter.claim(holdAddressOf(clientAddress(request, trustProxy)))) {
      return reply.code(429).send({ message: messages.overlayTooManyRequests })
    }
    const key = bearerKey(request)
    if (key === undefined) {
      return reply.code(401).send({ message: request.headers.authorization ? messages.overlayKeyInvalid : messages.overlayKeyMissing })
    }
    if (!(await checkOverlayKey(db, key, new Date()))) return reply.code(401).send({ message: messages.overlayKeyInvalid })
    return undefined
  }

  app.get('/api/admin/live-sessions', { config: admin, schema: { response: { 200: liveSessionListSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return listLiveSessions(db)
  })

  app.patch(
    '/api/admin/live-sessions/:id',
    {
      config: admin,
      schema: { params: idParamsSchema, body: updateLiveSessionSchema, response: { 200: liveSessionSchema, 404: errorAnswerSchema } },
    },
    (request) => saveReplayUrl(db, request.params.id, request.body.replayUrl),
  )

  app.get('/api/admin/overlay-keys', { config: admin, schema: { response: { 200: overlayKeyListSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return listOverlayKeys(db)
  })

  app.post('/api/admin/overlay-keys', { config: admin, schema: { response: { 201: createdOverlayKeySchema } } }, async (_request, reply) => {
    const created = await createOverlayKey(db)
    return reply.code(201).header('cache-control', 'no-store').send(created)
  })

  app.post(
    '/api/admin/overlay-keys/:id/revoke',
    { config: admin, schema: { params: idParamsSchema, response: { 200: overlayKeySchema, 404: errorAnswerSchema } } },
    (request) => revokeOverlayKey(db, request.params.id, new Date()),
  )

  app.get(
    '/api/overlay/head',
    {
      config: overlay,
      onRequest: admitOverlay,
      schema: { response: { 200: overlayHeadSchema, 401: errorAnswerSchema, 429: errorAnswerSchema } },
    },
    () => readOverlayHead(db),
  )

  app.post(
    '/api/overlay/openings/timecodes',
    {
      config: overlay,
      onRequest: admitOverlay,
      schema: {
        body: openingTimecodesPostSchema,
        response: { 200: openingTimecodesAnswerSchema, 401: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    (request) => recordOpeningTimecodes(db, request.body, new Date()),
  )
}
