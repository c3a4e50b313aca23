import type { AnonymiseAnswer } from '#shared/contracts/privacy'

/** 'Van 3 betalingen zijn de persoonsgegevens gewist (afgerond langer dan 180 dagen geleden).' */
export function anonymisedSummary({ anonymised, retentionDays }: AnonymiseAnswer): string {
  const period = `afgerond langer dan ${retentionDays} dagen geleden`
  if (anonymised === 0) return `Er waren geen bestellingen met persoonsgegevens die ${period} zijn.`
  const payments = anonymised === 1 ? '1 betaling' : `${anonymised} betalingen`
  return `Van ${payments} zijn de persoonsgegevens gewist (${period}).`
}
