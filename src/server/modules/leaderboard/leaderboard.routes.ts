import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paymentIdParamsSchema } from '#shared/contracts/checkout'
import { errorAnswerSchema } from '#shared/contracts/errors'
import {
  leaderboardHistorySchema,
  leaderboardSchema,
  paymentPointsSchema,
  standingQuerySchema,
  standingSchema,
  weeklyPrizeAnswerSchema,
} from '#shared/contracts/leaderboard'
import { messages } from '#shared/contracts/messages'
import type { Db } from '#server/db/db'
import { Refusal } from '#server/platform/refusal'
import { findPaymentPoints } from '#server/modules/sales/sales.public'
import { findStanding, listWeeks, readLeaderboard } from './leaderboard.repo'
import { findCurrentPrize } from './weekly-prize.repo'

const public_ = { access: 'public' } as const

/** Past weeks shown: a quarter of a year. */
const HISTORY_WEEKS = 13

export type LeaderboardOptions = { db: Db }

/**
 * The weekly leaderboard and prize (decision 009): public reads; the timer that resets the week is a
 * background job (src/server/background-jobs.ts). Every answer names buyers by TikTok username only.
 */
export const leaderboardRoutes: FastifyPluginAsyncZod<LeaderboardOptions> = async (app, { db }) => {
  app.get('/api/leaderboard', { config: public_, schema: { response: { 200: leaderboardSchema } } }, () =>
    readLeaderboard(db),
  )

  app.get(
    '/api/leaderboard/standing',
    { config: public_, schema: { querystring: standingQuerySchema, response: { 200: standingSchema } } },
    (request) => findStanding(db, request.query.tiktokUsername),
  )

  app.get('/api/leaderboard/history', { config: public_, schema: { response: { 200: leaderboardHistorySchema } } }, () =>
    listWeeks(db, HISTORY_WEEKS),
  )

  app.get('/api/weekly-prize', { config: public_, schema: { response: { 200: weeklyPrizeAnswerSchema } } }, () =>
    findCurrentPrize(db, new Date()),
  )

  // The payment success page's 'Je hebt N punten verdiend': the random payment id is the buyer's proof.
  app.get(
    '/api/payments/:id/points',
    {
      config: public_,
      schema: { params: paymentIdParamsSchema, response: { 200: paymentPointsSchema, 404: errorAnswerSchema } },
    },
    async (request, reply) => {
      const earned = await findPaymentPoints(db, request.params.id)
      if (!earned) throw new Refusal('not_found', messages.paymentNotFound)
      reply.header('cache-control', 'no-store')
      return earned
    },
  )
}
