import type { Participant } from '#shared/contracts/battles'

/** A participant of battle 1 as the API answers it: 'speler<id>' on a spot, by Tikkie, not yet paid unless said. */
export const participant = (id: number, spotNumber: number, isPaid = false): Participant => ({
  id,
  battleId: 1,
  name: `speler${id}`,
  spotNumber,
  isPaid,
  paidVia: 'tikkie',
  reserved: false,
})
