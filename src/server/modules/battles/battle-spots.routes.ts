import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { battleIdParamsSchema } from '#shared/contracts/admin-battles'
import { buySpotRefusalSchema, buySpotSchema, buySpotStartedSchema } from '#shared/contracts/battles'
import { messages } from '#shared/contracts/messages'
import type { Db } from '#server/db/db'
import { clientAddress } from '#server/platform/client-address'
import { earlyRefusal } from '#server/platform/errors'
import type { ShopMetrics } from '#server/platform/metrics'
import { refusalStatus } from '#server/platform/refusal'
import type { PaymentProvider, SalesHooks } from '#server/modules/sales/sales.public'
import { buySpot } from './battle-spots.service'

export type BattleSpotsOptions = {
  db: Db
  provider: PaymentProvider
  /** A released earlier checkout, or a spot's payment failing at once, settles as every payment does (decision 047). */
  salesHooks: SalesHooks
  publicUrl: string
  shopName: string
  /** TRUST_PROXY: the client's address is the last X-Forwarded-For entry (decision 017). */
  trustProxy: boolean
  /** Payments settled along the way (a released earlier checkout, the provider down): decision 024. */
  metrics?: ShopMetrics
}

/** A viewer buys a Pack Battle spot in the shop (decision 023), paid as a checkout is (product.md 12). */
export const battleSpotsRoutes: FastifyPluginAsyncZod<BattleSpotsOptions> = async (app, options) => {
  const deps = { ...options, publish: app.realtime.publish, log: app.log }

  app.post(
    '/api/pack-battles/:battleId/spots',
    {
      config: { access: 'public' },
      // A refusal is `{message}` with the first Dutch message, invalid input included (product.md 5).
      attachValidation: true,
      // Broken JSON, a wrong content type or another site's page fail before the handler: the same shape.
      errorHandler: (error, _request, reply) => {
        const { status, message } = earlyRefusal(error)
        return reply.code(status).send({ message })
      },
      schema: {
        params: battleIdParamsSchema,
        body: buySpotSchema,
        response: { 200: buySpotStartedSchema, '4xx': buySpotRefusalSchema, 502: buySpotRefusalSchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        // A battle id that is no id names no battle.
        if (request.validationError.validationContext === 'params') {
          return reply.code(404).send({ message: messages.battleNotFound })
        }
        const message = request.validationError.validation[0]?.message ?? messages.invalidInput
        return reply.code(400).send({ message })
      }
      const result = await buySpot(deps, request.params.battleId, request.body, {
        address: clientAddress(request, options.trustProxy),
      })
      if (result.ok) return { url: result.url, paymentId: result.paymentId, orderPageToken: result.orderPageToken }
      if (result.kind === 'too_many') {
        void reply.header('retry-after', String(result.retryAfterSeconds))
        return reply.code(refusalStatus[result.kind]).send({ message: result.message })
      }
      return reply.code(refusalStatus[result.kind]).send({ message: result.message, freeSpots: result.freeSpots })
    },
  )
}
