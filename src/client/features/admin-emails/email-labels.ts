import type { MailKind, MailStatus } from '#shared/contracts/admin-emails'

/**
 * A message's state in the seller's words; pending and sending are both still in the outbox, and a
 * held one waits for a mail server (decision 038).
 */
export const statusLabels: Record<MailStatus, string> = {
  pending: 'In de wachtrij',
  sending: 'In de wachtrij',
  sent: 'Verzonden',
  kept: 'Niet verzonden',
  failed: 'Mislukt',
}

export const kindLabels: Record<MailKind, string> = {
  order_confirmation: 'Bestelbevestiging',
  pack_opened: 'Je pack is geopend',
  order_links: 'Je bestellingen',
  parcel_shipped: 'Je pakket is verzonden',
  order_cancelled: 'Annulering',
  refund_started: 'Terugbetaling',
  battle_won: 'Pack Battle gewonnen',
  withdrawal_received: 'Bevestiging herroeping',
  withdrawal_refused: 'Herroeping niet toegekend',
}
