import type { RefundReason } from '../contracts/admin-refunds'

/** decision 023, 028, 036, 039 and 052: why money is owed back, as the seller reads it. */
export const refundReasonLabel: Record<RefundReason, string> = {
  battle_closed: 'Battle was al voorbij',
  late_payment: 'Betaling kwam te laat binnen',
  participant_removed: 'Deelnemer verwijderd',
  battle_deleted: 'Battle verwijderd',
  order_cancelled: 'Bestelling geannuleerd',
  shipment_cancelled: 'Verzending geannuleerd',
  withdrawal: 'Herroeping',
  chargeback_reversed: 'Terugboeking door de bank teruggedraaid',
  chargeback_rest: 'Rest van een gedeeltelijke terugboeking',
  refunded_at_provider: 'Terugbetaald bij de betaalprovider',
}
