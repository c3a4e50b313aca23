import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { setupCheckSchema } from '#shared/contracts/admin-setup'
import { checkSetup, type SetupConfig } from './setup-check'

/**
 * The back office's 'Instellingen' page and its banner (decision 037): each setting's state, checked
 * once, as the shop started with it. The answer's schema lists the fields: a secret has no field.
 */
export const setupRoutes: FastifyPluginAsyncZod<{ config: SetupConfig }> = async (app, { config }) => {
  const check = checkSetup(config)
  app.get('/api/admin/setup', { config: { access: 'admin' }, schema: { response: { 200: setupCheckSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return check
  })
}
