import { Button } from '#client/components/ui/button'
import { LoadError } from '#client/components/ui/load-error'
import { Loading } from '#client/components/ui/loading'
import { useWithdrawals } from '../api/withdrawals'
import { WithdrawalItem } from './withdrawal-item'

/**
 * decision 039: 'Herroepingen', what buyers stated through the withdrawal function, and the seller's
 * decision per order: granted (the money comes under Terugbetalingen) or refused (the buyer is mailed
 * the reason). Those with an order still to decide come first, those that match no order last
 * (decision 039, amended), a page at a time: 'Meer laden' adds the next, so none is out of reach.
 */
export function WithdrawalsPage() {
  const query = useWithdrawals()
  if (query.isPending) {
    return <Loading>Herroepingen laden...</Loading>
  }
  if (query.isError && !query.data) {
    return (
      <LoadError message={`Herroepingen konden niet worden geladen: ${query.error.message}`} onRetry={() => void query.refetch()} />
    )
  }
  const withdrawals = query.data.pages.flatMap((page) => page.withdrawals)
  return (
    <section aria-labelledby="withdrawals-title" className="grid gap-4">
      <h2 id="withdrawals-title" className="sr-only">
        Ontvangen herroepingen
      </h2>
      <p className="max-w-3xl text-muted-foreground">
        Herroepingen die kopers via de winkel stuurden. Bovenaan staan die waarover je nog moet beslissen, daarna de
        afgehandelde en onderaan die bij geen bestelling horen, steeds de nieuwste eerst. Beslis per bestelling: toekennen
        annuleert de bestelling en zet het bedrag bij Terugbetalingen (betaal het binnen 14 dagen terug); weigeren stuurt
        de koper je reden, bijvoorbeeld voor een pack dat op zijn verzoek live is geopend.
      </p>
      {withdrawals.length === 0 ? (
        <p className="text-muted-foreground">Nog geen herroepingen.</p>
      ) : (
        <ol className="grid max-w-3xl gap-4" aria-label="Herroepingen, die nog te beslissen bovenaan">
          {withdrawals.map((withdrawal) => (
            <li key={withdrawal.id}>
              <WithdrawalItem withdrawal={withdrawal} />
            </li>
          ))}
        </ol>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="max-w-3xl text-destructive">
          Meer herroepingen konden niet worden geladen: {query.error.message}
        </p>
      )}
      {query.hasNextPage && (
        <Button variant="outline" className="justify-self-start" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Meer herroepingen laden...' : 'Meer laden'}
        </Button>
      )}
    </section>
  )
}
