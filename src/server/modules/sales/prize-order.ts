import { eq } from 'drizzle-orm'
import { battleOwnPackProductName, battlePrizeProductName } from '#shared/contracts/messages'
import type { Db, Tx } from '#server/db/db'
import { payments } from '#server/db/schema/sales'
import { insertSettledOrder } from './settled-order'

/**
 * The provider of a prize's payment: no money moved, so no provider knows it. It has no provider id,
 * so no webhook, return route, demo page, expiry job or refund at a provider ever finds it
 * (isRefundableAtProvider answers false), and it is never settled, so it is counted nowhere as a payment.
 */
const PRIZE_PROVIDER = 'prize'
/**
 * The provider of a buyer's own pack in a battle where everyone keeps their own (decision 064): like a
 * prize's, no money moved for it (the spot was paid), and no provider knows it.
 */
const OWN_PACK_PROVIDER = 'own_pack'

/** A Pack Battle's winner as the battles module knows them, with the battle they won. */
export type Prize = {
  battle: { title: string; productName: string }
  /** The participant's TikTok username. */
  tiktokUsername: string
  /** The shop payment of the winner's spot, when they bought it in the shop (decision 023). */
  spotPaymentId: string | null
  /** The participant's own e-mail address, if the seller has one (a Tikkie spot). */
  participantEmail: string | null
}

export type PrizeOrder = { paymentId: string; orderId: number }

/**
 * The winner's address: the one they gave for their spot in the shop, else the participant's, else
 * none. An anonymised spot payment has '' and gives none.
 */
async function winnerEmail(tx: Tx, prize: Prize): Promise<string> {
  const [spot] = prize.spotPaymentId
    ? await tx.select({ email: payments.email }).from(payments).where(eq(payments.id, prize.spotPaymentId))
    : []
  return spot?.email || prize.participantEmail?.trim() || ''
}

/**
 * A Pack Battle's winner gets the battle's cards (decision 028): recorded in the transaction that completes
 * the battle, as a paid live opening of one order at no charge, so the cards are held for 45 days from
 * now, the winner asks for shipping on their order page and the seller ships them from the desk like
 * any held order (decision 022).
 *
 * - The payment: provider 'prize' (PRIZE_PROVIDER), paid, € 0,00, a live opening without an address;
 *   nothing was paid, so it adds nothing to the money taken in and nothing can be owed back.
 * - The order: inserted completed, since the packs were opened on stream during the battle: it never
 *   enters the live queue, and paid_at = completed_at = now starts its window and, after it, the
 *   retention period (decision 011). No points: the winner's spot earned them (product.md 9). Not a
 *   spot order (battle_id and spot_number null): a spot order holds no cards, this one does.
 */
export async function recordPrizeOrder(tx: Tx, prize: Prize): Promise<PrizeOrder> {
  return recordBattleCards(tx, prize, PRIZE_PROVIDER, battlePrizeProductName(prize.battle.title, prize.battle.productName))
}

/** A paid spot of a battle where everyone keeps their own pack: the participant, with their spot. */
export type OwnPack = Prize & { spotNumber: number }

/**
 * In a battle where everyone keeps their own pack (decision 064), each paid spot's cards become its
 * buyer's held order, recorded as a prize is (recordPrizeOrder: € 0,00, a live opening completed now, held
 * 45 days, shipped on request, never in the queue), with its own provider ('own_pack') so it is told
 * apart: the cards are the spot's, bought with it, and the spot's order earned the points.
 */
export async function recordOwnPackOrder(tx: Tx, pack: OwnPack): Promise<PrizeOrder> {
  return recordBattleCards(tx, pack, OWN_PACK_PROVIDER, battleOwnPackProductName(pack.battle.title, pack.battle.productName, pack.spotNumber))
}

async function recordBattleCards(tx: Tx, prize: Prize, provider: string, productName: string): Promise<PrizeOrder> {
  const now = new Date()
  const email = await winnerEmail(tx, prize)
  return insertSettledOrder(
    tx,
    {
      provider,
      amountCents: 0,
      shippingMethod: 'live',
      shippingCostCents: 0,
      tiktokUsername: prize.tiktokUsername,
      firstName: '',
      lastName: '',
      email,
      street: '',
      houseNumber: '',
      postalCode: '',
      city: '',
      country: 'nederland',
    },
    {
      productId: null,
      productName,
      unitPriceCents: 0,
      quantity: 1,
      status: 'completed',
      points: 0,
      tiktokUsername: prize.tiktokUsername,
      battleId: null,
      spotNumber: null,
      completedAt: now,
    },
    now,
  )
}

/**
 * Whether a payment holds a Pack Battle's cards at no charge, and which: a prize (decision 050) or a
 * buyer's own pack (decision 064); null for any other payment. Neither can be withdrawn from.
 */
export async function battleCardsOfPayment(db: Db | Tx, paymentId: string): Promise<'prize' | 'own_pack' | null> {
  const [row] = await db.select({ provider: payments.provider }).from(payments).where(eq(payments.id, paymentId))
  if (row?.provider === PRIZE_PROVIDER) return 'prize'
  if (row?.provider === OWN_PACK_PROVIDER) return 'own_pack'
  return null
}

/** The providers of payments that hold a battle's cards at no charge: no sale, so no alert on stream. */
export const battleCardsProviders = [PRIZE_PROVIDER, OWN_PACK_PROVIDER] as const
