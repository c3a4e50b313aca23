import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { messages } from '#shared/contracts/messages'
import { liveStatusSchema, shopLinkSchema } from '#shared/contracts/shop-settings'
import type { Db } from '#server/db/db'
import { findShopLink, getLiveStatus, type LinkKind } from './shop-settings.repo'

const defaultLabels: Record<LinkKind, string> = {
  tikkie: messages.tikkieLinkLabel,
  whatsapp: messages.whatsappLinkLabel,
}

/** Public reads of the live status and the two links (product.md 7.2, 11). */
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
      { config: { access: 'public' }, schema: { response: { 200: shopLinkSchema } } },
      // No link set yet: the empty, inactive default that product.md 7.2 has the client make of a 404.
      // Answering it ourselves keeps a browser console free of errors on every page load.
      async () => (await findShopLink(db, kind)) ?? { url: '', label: defaultLabels[kind], isActive: false },
    )
  }
}
