import { CountedSection } from '#client/components/ui/counted-section'
import { LoadError } from '#client/components/ui/load-error'
import { useChargebacks } from '../api/chargebacks'
import { ChargebackItem } from './chargeback-item'

/**
 * 'Terugboekingen' (decision 052): the payments the buyers' banks took back, the most recent first.
 * Most shops never see one (iDEAL has none), so the section shows only once there is one, or when
 * they could not be read; while they load the refunds around it stand as they are.
 */
export function ChargebacksSection() {
  const query = useChargebacks()
  if (query.isError) {
    return (
      <LoadError
        message={`Terugboekingen konden niet worden geladen: ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    )
  }
  const chargebacks = query.data ?? []
  if (chargebacks.length === 0) return null
  return (
    <CountedSection
      id="chargebacks"
      title="Terugboekingen"
      count={chargebacks.length}
      intro="Betalingen die de bank van de koper heeft teruggeboekt, de laatste bovenaan. Bestellingen die nog niet waren geopend, zijn uit de wachtrij gehaald. Van alle bestellingen van de betaling zijn de punten ingetrokken en wordt de verzending tegengehouden. Nam de bank alleen wat je de koper nog moest terugbetalen, dan is dat verrekend en blijven de bestellingen staan."
    >
      <ol aria-label="Terugboekingen, de laatste bovenaan" className="grid gap-3">
        {chargebacks.map((chargeback) => (
          <li key={chargeback.id}>
            <ChargebackItem chargeback={chargeback} />
          </li>
        ))}
      </ol>
    </CountedSection>
  )
}
