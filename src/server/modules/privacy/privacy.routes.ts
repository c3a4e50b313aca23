import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { anonymiseAnswerSchema } from '#shared/contracts/privacy'
import type { Db } from '#server/db/db'
import { anonymiseOldData } from './privacy.service'

/** Decision 011: the admin blanks the personal data of orders completed longer ago than the retention period. */
export const privacyRoutes: FastifyPluginAsyncZod<{ db: Db; retentionDays: number }> = async (app, { db, retentionDays }) => {
  app.post(
    '/api/privacy/anonymise',
    { config: { access: 'admin' }, schema: { response: { 200: anonymiseAnswerSchema } } },
    async () => {
      const { payments: anonymised, shipments } = await anonymiseOldData(db, retentionDays)
      // Names and addresses left the admin's order list (and the shipping desk): open back offices refetch.
      if (anonymised > 0) await app.realtime.publish({ channel: 'admin', type: 'orders_changed' })
      if (shipments > 0) await app.realtime.publish({ channel: 'admin', type: 'shipments_changed' })
      return { anonymised, retentionDays }
    },
  )
}
