import { z } from 'zod'
import { normaliseOrderNumber } from '#shared/domain/order-number'
import { owedBackAnswerSchema } from './admin-refunds'
import { idParamSchema, idSchema } from './ids'
import { buyerEmailSchema, plainText } from './plain-text'

/**
 * The withdrawal function, 'Overeenkomst herroepen' (decision 039): a buyer states that they withdraw
 * from a contract (a checkout) with a few details, confirms, and gets an acknowledgement by e-mail.
 */

const nameMessage = 'Vul je naam in'

/** The buyer's name, as they give it: one line of visible text, 1 to 120 characters. */
const withdrawalNameSchema = z.string({ error: nameMessage }).trim().check(plainText()).min(1, nameMessage).max(120, nameMessage)

const orderNumberMessage = 'Een bestelnummer bestaat uit 8 tekens, zoals 3F2A9C1B. Je vindt het in je bestelbevestiging.'

/** The form's order number: typed as the buyer likes ('#3f2a 9c1b'), read as '3F2A9C1B'. */
const typedOrderNumberSchema = z
  .string({ error: orderNumberMessage })
  .max(40, orderNumberMessage)
  .transform((typed, context) => {
    const number = normaliseOrderNumber(typed)
    if (number) return number
    context.issues.push({ code: 'custom', message: orderNumberMessage, input: typed })
    return z.NEVER
  })

/**
 * POST /api/withdrawals. From the order page: its link's token and the orders chosen there. From the
 * form: the e-mail address and the order number of the order, which then counts as a whole.
 */
export const withdrawalRequestSchema = z.discriminatedUnion('via', [
  z.object({
    via: z.literal('order_page'),
    token: z.string().max(200),
    orderIds: z
      .array(idSchema('Onbekende bestelling'), { error: 'Kies minstens één bestelling' })
      .min(1, 'Kies minstens één bestelling')
      .max(200, 'Te veel bestellingen'),
    name: withdrawalNameSchema,
    email: buyerEmailSchema,
  }),
  z.object({
    via: z.literal('form'),
    orderNumber: typedOrderNumberSchema,
    name: withdrawalNameSchema,
    email: buyerEmailSchema,
  }),
])
/** What the buyer's page sends; the server reads it parsed (the order number normalised). */
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>
export type ParsedWithdrawalRequest = z.output<typeof withdrawalRequestSchema>

/**
 * POST /api/withdrawals/preview: the form's check step asks which products the statement would name
 * (decision 058), with the order number and e-mail address typed. Only someone who typed both learns
 * anything, as the form's refusals already tell them (decision 050); nothing is recorded or mailed.
 */
export const withdrawalPreviewRequestSchema = z.object({ orderNumber: typedOrderNumberSchema, email: buyerEmailSchema })
export type WithdrawalPreviewRequest = z.input<typeof withdrawalPreviewRequestSchema>

/**
 * The products the statement would name, each as one line ('2× Booster Box – Nachtvlam'); empty when
 * the details name no paid checkout with anything left to withdraw from. `notice`: why a checkout the
 * details do name has nothing left (named already, a Pack Battle spot or prize, cancelled), in the
 * words the statement would be refused with; null otherwise.
 */
export const withdrawalPreviewSchema = z.object({ orderNumber: z.string(), lines: z.array(z.string()), notice: z.string().nullable() })
export type WithdrawalPreview = z.infer<typeof withdrawalPreviewSchema>

/**
 * The answer: when the statement was received (the moment in the acknowledgement) and, from the order
 * page, the order number it names. From the form the answer is the same whether or not the details
 * match an order: only the order's own address gets the acknowledgement.
 */
export const withdrawalAnswerSchema = z.object({
  submittedAt: z.string(),
  orderNumber: z.string(),
})
export type WithdrawalAnswer = z.infer<typeof withdrawalAnswerSchema>

export const withdrawalDecisions = ['open', 'granted', 'refused'] as const
export type WithdrawalDecision = (typeof withdrawalDecisions)[number]

/**
 * Whether a buyer withdrew from one order, as the seller's order list and the buyer's own order page
 * show it (decision 055): when the first statement naming it was received and what the seller decided
 * (open while nobody decided). The order is decided once, for every statement that names it (decision
 * 050). Nothing here names the buyer; the seller reads who under 'Herroepingen'.
 */
export const orderWithdrawalSchema = z.object({
  receivedAt: z.string(),
  decision: z.enum(withdrawalDecisions),
  /** When the seller decided; null while open. */
  decidedAt: z.string().nullable(),
  /** The seller's reason, as the buyer was mailed it; null unless refused. */
  refusalReason: z.string().nullable(),
})
export type OrderWithdrawal = z.infer<typeof orderWithdrawalSchema>

/** One order a statement names, as the seller decides on it. */
export const adminWithdrawalOrderSchema = z.object({
  orderId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  /** The order's status now: pending (not opened), completed (opened or sent), cancelled, … */
  status: z.string(),
  decision: z.enum(withdrawalDecisions),
  /**
   * What granting it owes back now, as the refund will be (decision 050): its price, with the
   * checkout's shipping when it is the last order kept; 0 once cancelled.
   */
  owedCents: z.number().int(),
  refusalReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** When the seller opened it (or sent it sealed): its completion; null while it was not. */
  openedAt: z.string().nullable(),
  /**
   * When the first statement naming it was received (this one or an earlier one). 'Weigeren' fills in
   * that the pack was opened at the buyer's request only when the opening came before it (decision 055).
   */
  statedAt: z.string(),
})

/** A statement on the seller's 'Herroepingen' page (admin only). */
export const adminWithdrawalSchema = z.object({
  id: z.number().int(),
  submittedAt: z.string(),
  via: z.enum(['order_page', 'form']),
  name: z.string(),
  email: z.string(),
  orderNumber: z.string(),
  /** Whether the details named an order (the orders below); false: no checkout of that number at that address. */
  matched: z.boolean(),
  tiktokUsername: z.string().nullable(),
  orders: z.array(adminWithdrawalOrderSchema),
})
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>

/**
 * Where a page of 'Herroepingen' goes on from: the statement it ended with, as the list sorts (its
 * group, its moment in milliseconds, its id), opaque to the client. The server hands it out.
 */
const withdrawalCursorSchema = z
  .string()
  .regex(/^[0-2]\.\d{1,15}\.\d{1,10}$/, 'Ongeldige plek in de lijst')
  // A statement's id is a PostgreSQL integer: a larger one names no statement and is no place either.
  .refine((cursor) => Number(cursor.split('.')[2]) <= 2_147_483_647, 'Ongeldige plek in de lijst')

/** GET /api/admin/withdrawals?cursor=…: the first page without a cursor, the next with the last page's. */
export const adminWithdrawalsQuerySchema = z.object({ cursor: withdrawalCursorSchema.optional() })

/**
 * One page of 'Herroepingen' (decision 039, amended): statements with an order still to decide first,
 * then the other statements that name an order, then those that matched none; the newest first within
 * each. `nextCursor` fetches the next page; null when this page is the last.
 */
export const adminWithdrawalPageSchema = z.object({
  withdrawals: z.array(adminWithdrawalSchema),
  nextCursor: withdrawalCursorSchema.nullable(),
})
export type AdminWithdrawalPage = z.infer<typeof adminWithdrawalPageSchema>

/** POST /api/admin/withdrawals/{id}/orders/{orderId}/refuse: why the right does not apply, told to the buyer. */
export const refuseWithdrawalSchema = z.object({
  reason: z
    .string({ error: 'Geef een reden' })
    .trim()
    .check(plainText())
    .min(1, 'Geef een reden')
    .max(300, 'Houd de reden korter dan 300 tekens'),
})

/**
 * POST /api/admin/withdrawals/{id}/orders/{orderId}/grant: the refund it owes, as every cancellation
 * answers, and the PostNL checkout's parcel still to pack that the order left (decision 036, amended):
 * its reference ('V1042') and whether it was cancelled, having nothing else to send; null when no such
 * parcel held the order. The seller reads it once, so a packed box or a label made for it is not sent.
 */
export const grantWithdrawalAnswerSchema = owedBackAnswerSchema.extend({
  parcel: z.object({ reference: z.string(), cancelled: z.boolean() }).nullable(),
})
export type GrantWithdrawalAnswer = z.infer<typeof grantWithdrawalAnswerSchema>

/**
 * GET /api/admin/withdrawals/waiting: how many statements wait for the seller's decision (an order of
 * them still open), the count on 'Herroepingen' in the admin menu (decision 055).
 */
export const waitingWithdrawalsSchema = z.object({ waiting: z.number().int() })
export type WaitingWithdrawals = z.infer<typeof waitingWithdrawalsSchema>

export const withdrawalOrderParamsSchema = z.object({ id: idParamSchema, orderId: idParamSchema })
