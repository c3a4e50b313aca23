import type { Participant } from '#shared/contracts/battles'

/**
 * A Pack Battle spot as every page names it (product.md 2.4, decision 023): free ('Vrij'), held for a
 * buyer paying in the shop right now ('Gereserveerd', without the buyer's name), taken but not yet
 * paid ('Wachtend'), or paid ('Betaald'). Home, the pop-out, the OBS overlay and the back office
 * read it from here, so a spot never has two names.
 */
export type SpotStatus = 'free' | 'reserved' | 'waiting' | 'paid'

export function spotStatus(participant: Participant | undefined): SpotStatus {
  if (!participant) return 'free'
  // A hold is never paid; should a row ever say both, the hold wins: the payment is not settled yet.
  if (participant.reserved) return 'reserved'
  return participant.isPaid ? 'paid' : 'waiting'
}

export const spotStatusLabel: Record<SpotStatus, string> = {
  free: 'Vrij',
  reserved: 'Gereserveerd',
  waiting: 'Wachtend',
  paid: 'Betaald',
}

/** How a participant paid, as the back office shows it (decision 023). */
export const paidViaLabel: Record<Participant['paidVia'], string> = {
  shop: 'Winkel',
  tikkie: 'Tikkie',
}
