import { LoadError } from '#client/components/ui/load-error'
import { Loading } from '#client/components/ui/loading'
import { useWithdrawals } from '../api/withdrawals'
import { WithdrawalItem } from './withdrawal-item'

/**
 * decision 039: 'Herroepingen', what buyers stated through the withdrawal function, the newest first,
 * and the seller's decision per order: granted (the money comes under Terugbetalingen) or refused (the
 * buyer is mailed the reason).
 */
export function WithdrawalsPage() {
  const query = useWithdrawals()
  if (query.isPending) {
    return <Loading>Herroepingen laden...</Loading>
  }
  if (query.isError) {
    return (
      <LoadError message={`Herroepingen konden niet worden geladen: ${query.error.message}`} onRetry={() => void query.refetch()} />
    )
  }
  return (
    <section aria-labelledby="withdrawals-title" className="grid gap-4">
      <h2 id="withdrawals-title" className="sr-only">
        Ontvangen herroepingen
      </h2>
      <p className="max-w-3xl text-muted-foreground">
        Herroepingen die kopers via de winkel stuurden, de nieuwste bovenaan. Beslis per bestelling: toekennen annuleert
        de bestelling en zet het bedrag bij Terugbetalingen (betaal het binnen 14 dagen terug); weigeren stuurt de koper
        je reden, bijvoorbeeld voor een pack dat op zijn verzoek live is geopend.
      </p>
      {query.data.length === 0 ? (
        <p className="text-muted-foreground">Nog geen herroepingen.</p>
      ) : (
        <ol className="grid max-w-3xl gap-4" aria-label="Herroepingen, de nieuwste bovenaan">
          {query.data.map((withdrawal) => (
            <li key={withdrawal.id}>
              <WithdrawalItem withdrawal={withdrawal} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
