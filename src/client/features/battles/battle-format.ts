import type { Participant } from '../../../shared/contracts/battles'

const wholeEuros = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 })
const euros = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** '15.00' -> 1500. Read as text, so no float rounding creeps into a price; undefined if not an amount. */
function toCents(decimal: string): number | undefined {
  const match = /^\s*(\d+)(?:\.(\d*))?\s*$/.exec(decimal)
  if (!match) return undefined
  const [, whole = '0', fraction = ''] = match
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'))
  // A third decimal rounds half up, as the database's scale-2 column would.
  return Number(fraction[2] ?? '0') >= 5 ? cents + 1 : cents
}

/** SPEC 9: a spot's price in euros: '15.00' -> '€15,-', '12.5' -> '€12,50'. */
export function formatSpotPrice(pricePerSpot: string): string {
  const cents = toCents(pricePerSpot)
  if (cents === undefined) return `€${pricePerSpot.trim()}`
  if (cents % 100 === 0) return `€${wholeEuros.format(cents / 100)},-`
  return `€${euros.format(cents / 100)}`
}

/** SPEC 2.4 and 9: the share of spots taken, (maxSpots - spotsAvailable) / maxSpots, kept within 0..1. */
export function battleProgress(maxSpots: number, spotsAvailable: number): number {
  if (!(maxSpots > 0)) return 0
  return Math.min(Math.max((maxSpots - spotsAvailable) / maxSpots, 0), 1)
}

export type BattleSlot = { spotNumber: number; participant: Participant | undefined }

/** Spots 1..maxSpots, each with the participant holding that spotNumber, or none when free. */
export function battleSlots(maxSpots: number, participants: readonly Participant[]): BattleSlot[] {
  const bySpot = new Map<number, Participant>()
  for (const participant of participants) {
    if (!bySpot.has(participant.spotNumber)) bySpot.set(participant.spotNumber, participant)
  }
  return Array.from({ length: Math.max(maxSpots, 0) }, (_, i) => ({
    spotNumber: i + 1,
    participant: bySpot.get(i + 1),
  }))
}
