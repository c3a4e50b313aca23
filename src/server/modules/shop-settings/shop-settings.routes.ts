import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { liveStatusSchema, shopLinkSchema } from '../../../shared/contracts/shop-settings'
import type { Db } from '../../db/db'
import { findShopLink, getLiveStatus, type LinkKind } from './shop-settings.repo'

const defaultLabels: Record<LinkKind, string> = {
  tikkie: 'Betaal direct via Tikkie',
  whatsapp: 'Word lid van onze WhatsApp community',
}

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
      { config: { access: 'public' }, schema: { response: { 200: shopLinkSchema } } },
      // No link set yet: the empty, inactive default that SPEC 7.2 has the client make of a 404.
      // Answering it ourselves keeps a browser console free of errors on every page load.
      async () => (await findShopLink(db, kind)) ?? { url: '', label: defaultLabels[kind], isActive: false },
    )
  }
}
