import { eq } from 'drizzle-orm'
import type { BuySpot, Participant } from '#shared/contracts/battles'
import { messages, spotOutOfRange, spotTakenMeanwhile, tooManySpotHolds } from '#shared/contracts/messages'
import { battleFormatChangedMessage } from '#shared/domain/battle-format-texts'
import type { BattleFormat } from '#shared/domain/battle-formats'
import { parseEuroToCents } from '#shared/domain/money'
import { normalizeTiktokUsername } from '#shared/domain/username'
import type { Db, Tx } from '#server/db/db'
import { packBattleParticipants, packBattles } from '#server/db/schema/battles'
import { isUniqueViolation } from '#server/platform/errors'
import { refused, type Refused } from '#server/platform/refusal'
import {
  announceSettlement,
  claimHold,
  holdAddressOf,
  normalizeEmail,
  openAtProvider,
  recordSpotCheckout,
  type ProviderDeps,
  type Settlement,
} from '#server/modules/sales/sales.public'
import { createOrderPageLink } from '#server/modules/order-page/order-page.public'
import { findBattle, isHeldByBuyer, listFreeSpots, recountSpots, toParticipant } from './battles.repo'

/**
 * Unpaid spot holds one client address may have in one battle (decision 030). Two, not one: two
 * viewers behind one address (a household's Wi-Fi, a carrier's NAT) can each be paying for a spot in
 * the rush when the seller opens a battle; a script on one address holds at most two spots of a battle.
 */
export const SPOT_HOLDS_PER_ADDRESS = 2

export type BuySpotResult =
  | { ok: true; url: string; paymentId: string; orderPageToken: string }
  | (Refused<'invalid' | 'not_found' | 'conflict' | 'provider_failed'> & { freeSpots?: number[] })
  | (Refused<'too_many'> & { retryAfterSeconds: number })

type SpotRefused = Exclude<BuySpotResult, { ok: true } | { kind: 'too_many' }>

/** An expected refusal inside the transaction: rolls it back and becomes the answer. */
class SpotRefusal extends Error {
  constructor(readonly answer: SpotRefused) {
    super(answer.message)
  }
}

class TooManyHolds extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(messages.tooManyOpenCheckouts)
  }
}

type BattleRow = typeof packBattles.$inferSelect

/** Why this battle sells no spot `spotNumber` in the shop now, if it does not. */
function battleRefusal(battle: BattleRow | undefined, spotNumber: number): SpotRefused | undefined {
  if (!battle) return refused('not_found', messages.battleNotFound)
  if (battle.isCompleted) return refused('conflict', messages.battleClosedForSpots)
  if (!battle.isActive) return refused('not_found', messages.battleNotActive)
  if (!battle.shopPayments) return refused('conflict', messages.battleWithoutShopPayments)
  // A spot past maxSpots does not exist: wrong input, as the seller's form answers it.
  if (spotNumber > battle.maxSpots) return refused('invalid', spotOutOfRange(spotNumber, battle.maxSpots))
  return undefined
}

/** The buyer read another format than the battle has now (decision 064): they read it again before paying. */
function formatRefusal(battle: BattleRow | undefined, format: BattleFormat | undefined): SpotRefused | undefined {
  if (!battle || format === undefined || format === battle.format) return undefined
  return refused('conflict', battleFormatChangedMessage)
}

/**
 * The spot is held or paid: a conflict with the spots still free, so the buyer can pick again. The same
 * answer for every requester (decision 030): it never depends on the e-mail address typed.
 */
async function takenRefusal(db: Db | Tx, battle: BattleRow, spotNumber: number): Promise<SpotRefused | undefined> {
  const freeSpots = await listFreeSpots(db, battle.id, battle.maxSpots)
  if (freeSpots.includes(spotNumber)) return undefined
  const message = freeSpots.length === 0 ? messages.battleFull : spotTakenMeanwhile(spotNumber)
  return { ok: false, kind: 'conflict', message, freeSpots }
}

/**
 * Before any lock: the spot is taken, unless by the buyer's own open checkout. That purchase goes on to
 * the transaction, which releases the hold when it is made from the hold's client address and else
 * answers what anyone else hears (decision 030).
 */
async function earlyTakenRefusal(db: Db, battle: BattleRow, spotNumber: number, email: string): Promise<SpotRefused | undefined> {
  const taken = await takenRefusal(db, battle, spotNumber)
  if (!taken || (await isHeldByBuyer(db, battle.id, spotNumber, email))) return undefined
  return taken
}

/**
 * A viewer buys a Pack Battle spot in the shop (decision 023): a checkout of one line. One
 * transaction claims the buyer's unpaid hold (one open checkout per e-mail address, at most 20 per
 * client address: decision 017; at most SPOT_HOLDS_PER_ADDRESS unpaid spots of the battle per client
 * address, and a spot hold released only from its own address: decision 030), locks the battle row,
 * records the payment (the battle's price, computed here; a live opening without an address), its one
 * order and the participant row that holds the spot; the unique index on (battle, spot) decides
 * between buyers racing for it. Only after the commit is the provider asked; if it cannot be reached,
 * the payment fails, which lets the spot go.
 */
export async function buySpot(
  deps: ProviderDeps,
  battleId: number,
  request: BuySpot,
  client: { address: string },
): Promise<BuySpotResult> {
  const tiktokUsername = normalizeTiktokUsername(request.tiktokUsername)
  if (!tiktokUsername) return refused('invalid', messages.tiktokUsernameRequired)
  // Most buyers who lose a race lose it here, before taking any lock (as decision 017's sold-out door).
  const [seen] = await deps.db.select().from(packBattles).where(eq(packBattles.id, battleId))
  const email = normalizeEmail(request.email)
  const early =
    battleRefusal(seen, request.spotNumber) ?? (seen && (await earlyTakenRefusal(deps.db, seen, request.spotNumber, email)))
  if (early) return early

  let held: Held
  try {
    held = await deps.db.transaction((tx) => holdSpot(deps, tx, battleId, request, tiktokUsername, client))
  } catch (error) {
    if (error instanceof SpotRefusal) return error.answer
    if (error instanceof TooManyHolds) {
      return { ok: false, kind: 'too_many', message: error.message, retryAfterSeconds: error.retryAfterSeconds }
    }
    if (isUniqueViolation(error)) {
      // Backs up the check in the transaction: the index, not the check, is what decides.
      const [battle] = await deps.db.select().from(packBattles).where(eq(packBattles.id, battleId))
      const taken = battle && (await takenRefusal(deps.db, battle, request.spotNumber))
      return taken ?? { ok: false, kind: 'conflict', message: spotTakenMeanwhile(request.spotNumber), freeSpots: [] }
    }
    throw error
  }

  // The buyer's earlier checkout, released by this one, first (decision 017).
  for (const settlement of held.released) await announceSettlement(deps.db, deps.publish, deps.salesHooks, settlement, deps.metrics)
  await deps.publish({ channel: 'battles', type: 'participant_added', participant: held.participant })
  const battle = await findBattle(deps.db, battleId)
  if (battle) await deps.publish({ channel: 'battles', type: 'battle_updated', battle })
  await deps.publish({ channel: 'admin', type: 'orders_changed' })

  const opened = await openAtProvider(deps, { paymentId: held.paymentId, amountCents: held.amountCents, country: 'nederland' })
  if (!opened.ok) return opened
  return { ok: true, url: opened.url, paymentId: held.paymentId, orderPageToken: held.orderPageToken }
}

type Held = {
  paymentId: string
  amountCents: number
  orderPageToken: string
  participant: Participant
  /** The buyer's earlier checkout, released by this one, announced after the commit. */
  released: Settlement[]
}

async function holdSpot(
  deps: ProviderDeps,
  tx: Tx,
  battleId: number,
  request: BuySpot,
  tiktokUsername: string,
  client: { address: string },
): Promise<Held> {
  const address = holdAddressOf(client.address)
  // First the buyer's and the address's locks, as every checkout takes them (decision 017); a spot
  // order holds no product, so there are none to lock after them. Under the address's lock the
  // address's spot holds in this battle are counted (decision 030), so parallel purchases count in turn.
  const claim = await claimHold(tx, deps.salesHooks, {
    email: normalizeEmail(request.email),
    address,
    productIds: [],
    spotHolds: { battleId, perAddress: SPOT_HOLDS_PER_ADDRESS },
  })
  const [battle] = await tx.select().from(packBattles).where(eq(packBattles.id, battleId)).for('update')
  // A spot held by someone else is said before a limit: an answer that changed with the requester's
  // holds would tell an e-mail address typed from another connection whether it holds the spot.
  const refused =
    battleRefusal(battle, request.spotNumber) ??
    formatRefusal(battle, request.format) ??
    (battle && (await takenRefusal(tx, battle, request.spotNumber)))
  if (refused) throw new SpotRefusal(refused)
  if (!claim.ok && claim.limit === 'address') throw new TooManyHolds(claim.retryAfterSeconds)
  if (!claim.ok) {
    // A conflict like 'Max per koper' (decision 017): a limit on what one holds, which the buyer lifts by paying.
    const minutes = Math.ceil(claim.retryAfterSeconds / 60)
    throw new SpotRefusal({ ok: false, kind: 'conflict', message: tooManySpotHolds(SPOT_HOLDS_PER_ADDRESS, minutes) })
  }
  if (!battle) throw new Error('battle vanished under its lock')
  const amountCents = parseEuroToCents(battle.pricePerSpot)
  if (amountCents === undefined) throw new Error(`battle ${battleId} has a price that is not an amount`)

  // The payment and its one order are sales' rows (decision 028); the participant row holding the spot is ours.
  const paymentId = await recordSpotCheckout(tx, {
    provider: deps.provider,
    battle,
    spotNumber: request.spotNumber,
    amountCents,
    tiktokUsername,
    email: request.email,
    clientAddress: address,
  })
  const [row] = await tx
    .insert(packBattleParticipants)
    .values({
      packBattleId: battleId,
      name: tiktokUsername,
      spotNumber: request.spotNumber,
      isPaid: false,
      paidVia: 'shop',
      paymentId,
    })
    .returning()
  if (!row) throw new Error('participant insert returned no row')
  await recountSpots(tx, battleId)
  // The buyer's order page, with the payment, as a checkout makes it (decision 021).
  const orderPageToken = await createOrderPageLink(tx, paymentId, 'browser')
  return { paymentId, amountCents, orderPageToken, participant: toParticipant(row), released: claim.released }
}
