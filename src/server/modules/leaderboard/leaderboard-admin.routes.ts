import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  leaderboardResetAnswerSchema,
  setWeeklyPrizeSchema,
  weeklyPrizeSchema,
} from '#shared/contracts/leaderboard'
import type { Db } from '#server/db/db'
import { resetWeekNow } from './leaderboard.service'
import { setWeeklyPrize } from './weekly-prize.service'

const admin = { access: 'admin' } as const

/** The seller's leaderboard controls: the weekly prize and a reset by hand (decision 009). */
export const leaderboardAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const publish = app.realtime.publish

  app.post(
    '/api/weekly-prize',
    { config: admin, schema: { body: setWeeklyPrizeSchema, response: { 200: weeklyPrizeSchema } } },
    (request) => setWeeklyPrize(db, publish, request.body),
  )

  app.post(
    '/api/leaderboard/reset',
    { config: admin, schema: { response: { 200: leaderboardResetAnswerSchema } } },
    () => resetWeekNow(db, publish),
  )
}
