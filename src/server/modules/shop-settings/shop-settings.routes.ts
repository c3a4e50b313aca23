import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorAnswerSchema } from '../../../shared/contracts/errors'
import { messages } from '../../../shared/contracts/messages'
import { liveStatusSchema, shopLinkSchema } from '../../../shared/contracts/shop-settings'
import type { Db } from '../../db/db'
import { HttpError } from '../../platform/errors'
import { findShopLink, getLiveStatus, type LinkKind } from './shop-settings.repo'

/** Public reads of the live status and the two links (SPEC 7.2, CONTRACT 2). */
export const shopSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/live-status', { config: { access: 'public' }, schema: { response: { 200: liveStatusSchema } } }, () =>
    getLiveStatus(db),
  )

  const links: [string, LinkKind][] = [
    ['/api/tikkie-link', 'tikkie'],
    ['/api/whatsapp-link', 'whatsapp'],
  ]
  for (const [url, kind] of links) {
    app.get(
      url,
      { config: { access: 'public' }, schema: { response: { 200: shopLinkSchema, 404: errorAnswerSchema } } },
      async () => {
        // SPEC 7.2: a 404 means no link yet; the client shows an empty, inactive default.
        const link = await findShopLink(db, kind)
        if (!link) throw new HttpError(404, messages.notFound)
        return link
      },
    )
  }
}
