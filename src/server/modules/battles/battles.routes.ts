import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { activeBattleAnswerSchema, battleListSchema } from '#shared/contracts/battles'
import type { Db } from '#server/db/db'
import { findActiveBattle, listBattles, listCompletedBattles } from './battles.repo'

/** Public Pack Battle reads for home and the battle widget (product.md 2.4, 7.2). */
export const battlesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/pack-battles', { config: { access: 'public' }, schema: { response: { 200: battleListSchema } } }, () =>
    listBattles(db),
  )
  app.get(
    '/api/pack-battles/active',
    { config: { access: 'public' }, schema: { response: { 200: activeBattleAnswerSchema } } },
    () => findActiveBattle(db),
  )
  app.get(
    '/api/pack-battles/completed',
    { config: { access: 'public' }, schema: { response: { 200: battleListSchema } } },
    () => listCompletedBattles(db),
  )
}
