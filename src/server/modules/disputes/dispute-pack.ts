import type { DisputePack } from '#shared/contracts/dispute-pack'
import { messages } from '#shared/contracts/messages'
import { replayAt } from '#shared/domain/openings'
import type { Db } from '#server/db/db'
import { Refusal } from '#server/platform/refusal'
import { listBuyerOpeningsOfOrders, listOpeningTimecodesOfOrders } from '#server/modules/openings/openings.public'
import { findDisputeFacts, type DisputeFacts } from '#server/modules/sales/sales.public'
import { findParcelOfOrder, shippingOfOrders } from '#server/modules/shipping/shipping.public'
import { withdrawalsOfOrders } from '#server/modules/withdrawals/withdrawals.public'

// decision 063: the seller's evidence pack for a dispute. Sales says what was bought and paid, and by
// whom; each other section is read from the module that holds it, through its public file. A new
// section is one more reader below, its field in disputePackSchema
// (#shared/contracts/dispute-pack) and its lines in disputePackSections (#shared/domain/dispute-pack).

/** The sections read beside sales' facts: each from its own module, for the one order. */
type Sections = Omit<DisputePack, keyof DisputeFacts | 'madeAt'>

const sectionReaders: { [Name in keyof Sections]: (db: Db, orderId: number) => Promise<Sections[Name]> } = {
  async opening(db, orderId) {
    const opening = (await listBuyerOpeningsOfOrders(db, [orderId])).get(orderId)
    if (!opening) return null
    const sessionStartedAt = opening.sessionStartedAt.toISOString()
    const startedAt = opening.startedAt?.toISOString() ?? null
    const tappedAt = opening.tappedAt.toISOString()
    const replay = opening.replayUrl ? replayAt(opening.replayUrl, sessionStartedAt, startedAt, tappedAt) : null
    return { sessionStartedAt, startedAt, tappedAt, replayUrl: opening.replayUrl, replay }
  },
  async recording(db, orderId) {
    const timecodes = (await listOpeningTimecodesOfOrders(db, [orderId])).get(orderId) ?? []
    const lastSession = timecodes.at(-1)?.sessionId
    if (lastSession === undefined) return null
    const ofEdge = (edge: 'start' | 'end') => timecodes.find((row) => row.sessionId === lastSession && row.edge === edge) ?? null
    return { start: ofEdge('start'), end: ofEdge('end') }
  },
  shipment: async (db, orderId) => (await findParcelOfOrder(db, orderId)) ?? null,
  async cardsKept(db, orderId) {
    const shipping = (await shippingOfOrders(db, [orderId], new Date())).get(orderId)
    return shipping?.state === 'held' || shipping?.state === 'lapsed' ? { state: shipping.state, lastDay: shipping.lastDay } : null
  },
  withdrawal: async (db, orderId) => (await withdrawalsOfOrders(db, [orderId])).get(orderId) ?? null,
}

async function readSections(db: Db, orderId: number): Promise<Sections> {
  const names = Object.keys(sectionReaders) as (keyof Sections)[]
  const read = await Promise.all(names.map((name) => sectionReaders[name](db, orderId)))
  return Object.fromEntries(names.map((name, index) => [name, read[index]])) as Sections
}

/** The evidence pack of one order, as it stands `now`; refused as not found for an unknown order. */
export async function readDisputePack(db: Db, orderId: number, now = new Date()): Promise<DisputePack> {
  const facts = await findDisputeFacts(db, orderId)
  if (!facts) throw new Refusal('not_found', messages.orderNotFound)
  return { madeAt: now.toISOString(), ...facts, ...(await readSections(db, orderId)) }
}
