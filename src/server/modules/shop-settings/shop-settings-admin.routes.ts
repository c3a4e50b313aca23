import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { updateLiveStatusSchema, updateShopLinkSchema } from '#shared/contracts/admin-settings'
import { liveStatusSchema, shopLinkSchema } from '#shared/contracts/shop-settings'
import type { Db } from '#server/db/db'
import type { LiveHooks } from './live-hooks'
import { saveShopLink, setLiveStatus } from './shop-settings.repo'

const admin = { access: 'admin' } as const

/** The seller's switches: live status, the two links, and reloading every open widget. */
export const shopSettingsAdminRoutes: FastifyPluginAsyncZod<{ db: Db; liveHooks: LiveHooks }> = async (app, { db, liveHooks }) => {
  const publish = app.realtime.publish

  app.post(
    '/api/live-status',
    { config: admin, schema: { body: updateLiveStatusSchema, response: { 200: liveStatusSchema } } },
    async (request) => {
      const status = await setLiveStatus(db, liveHooks, request.body.isLive)
      await publish({ channel: 'live', type: 'live_status_updated', isLive: status.isLive })
      return status
    },
  )

  app.post(
    '/api/tikkie-link',
    { config: admin, schema: { body: updateShopLinkSchema, response: { 200: shopLinkSchema } } },
    async (request) => {
      const link = await saveShopLink(db, 'tikkie', request.body)
      await publish({ channel: 'tikkie', type: 'tikkie_link_updated', link })
      return link
    },
  )

  app.post(
    '/api/whatsapp-link',
    { config: admin, schema: { body: updateShopLinkSchema, response: { 200: shopLinkSchema } } },
    async (request) => {
      const link = await saveShopLink(db, 'whatsapp', request.body)
      await publish({ channel: 'whatsapp', type: 'whatsapp_link_updated', link })
      return link
    },
  )

  // product.md 7.2 makes this a GET; it only broadcasts, it changes no data.
  app.get(
    '/api/admin/refresh-widgets',
    { config: admin, schema: { response: { 204: z.null() } } },
    async (_request, reply) => {
      await publish({ channel: 'widgets', type: 'refresh_widgets' })
      return reply.code(204).send(null)
    },
  )
}
