import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  addParticipantSchema,
  battleIdParamsSchema,
  completeBattleSchema,
  createBattleSchema,
  removeParticipantSchema,
  updateBattleSchema,
  updateParticipantSchema,
} from '#shared/contracts/admin-battles'
import { idParamsSchema } from '#shared/contracts/admin-catalog'
import { battleSchema, participantSchema } from '#shared/contracts/battles'
import type { Db } from '#server/db/db'
import type { MailSite } from '#server/modules/mail-content/mail-content.public'
import type { SalesHooks } from '#server/modules/sales/sales.public'
import {
  addParticipant,
  completeBattle,
  createBattle,
  deleteBattle,
  removeParticipant,
  setParticipantPaid,
  updateBattle,
} from './battles-admin.service'

/** `?confirmRefund=true` as well as a body: a DELETE with a body is not sent by every client (decision 023). */
const removeParticipantQuerySchema = z.object({ confirmRefund: z.stringbool().optional() })

const admin = { access: 'admin' } as const

/** Pack Battle management (product.md 2.12, 7.2); the rules live in the service. */
export const battlesAdminRoutes: FastifyPluginAsyncZod<{ db: Db; mailSite: MailSite; salesHooks: SalesHooks }> = async (
  app,
  { db, mailSite, salesHooks },
) => {
  const publish = app.realtime.publish

  app.post(
    '/api/pack-battles',
    { config: admin, schema: { body: createBattleSchema, response: { 201: battleSchema } } },
    async (request, reply) => reply.code(201).send(await createBattle(db, publish, request.body)),
  )
  app.patch(
    '/api/pack-battles/:id',
    { config: admin, schema: { params: idParamsSchema, body: updateBattleSchema, response: { 200: battleSchema } } },
    (request) => updateBattle(db, publish, request.params.id, request.body),
  )
  app.delete(
    '/api/pack-battles/:id',
    { config: admin, schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteBattle(db, publish, salesHooks, request.params.id)
      return reply.code(204).send(null)
    },
  )
  app.post(
    '/api/pack-battles/:battleId/participants',
    { config: admin, schema: { params: battleIdParamsSchema, body: addParticipantSchema, response: { 201: participantSchema } } },
    async (request, reply) => reply.code(201).send(await addParticipant(db, publish, request.params.battleId, request.body)),
  )
  app.patch(
    '/api/pack-battles/participants/:id',
    { config: admin, schema: { params: idParamsSchema, body: updateParticipantSchema, response: { 200: participantSchema } } },
    (request) => setParticipantPaid(db, publish, request.params.id, request.body.isPaid),
  )
  app.delete(
    '/api/pack-battles/participants/:id',
    {
      config: admin,
      schema: {
        params: idParamsSchema,
        querystring: removeParticipantQuerySchema,
        body: removeParticipantSchema.nullish(),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const confirmRefund = request.body?.confirmRefund ?? request.query.confirmRefund
      await removeParticipant(db, publish, salesHooks, request.params.id, { confirmRefund })
      return reply.code(204).send(null)
    },
  )
  app.post(
    '/api/pack-battles/:battleId/complete',
    { config: admin, schema: { params: battleIdParamsSchema, body: completeBattleSchema, response: { 200: battleSchema } } },
    (request) => completeBattle(db, publish, request.params.battleId, request.body.winnerId, mailSite),
  )
}
