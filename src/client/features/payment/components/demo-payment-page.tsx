import { FlaskConicalIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '#client/components/ui/button'
import { Loading } from '#client/components/ui/loading'
import { ApiError } from '#client/lib/api-client'
import { useDemoPayment } from '../api/demo-payment'
import { DemoPaymentActions } from './demo-payment-actions'
import { DemoPaymentLines } from './demo-payment-lines'
import { DemoPaymentSettled } from './demo-payment-settled'

// Without the payment its purpose is unknown: one hint for a checkout's and a shipping fee's.
const notFoundText =
  'Deze betaling bestaat niet (meer). Controleer de link, of begin opnieuw vanuit je winkelwagen of de pagina van je bestelling.'

/**
 * product.md 12: the demo provider's payment page. It shows what is being paid and lets the tester
 * choose the outcome a real provider would report: Betaald, Mislukt, Geannuleerd or Verlopen. One page
 * for every payment, whatever it pays for (decision 029): the answer's `purpose` says which.
 */
export function DemoPaymentPage({ paymentId }: { paymentId: string }) {
  const payment = useDemoPayment(paymentId)

  if (payment.isPending) {
    return (
      <Frame>
        <Loading>Betaling laden...</Loading>
      </Frame>
    )
  }

  if (payment.isError) {
    const notFound = payment.error instanceof ApiError && payment.error.status === 404
    return (
      <Frame>
        <h1 className="text-2xl font-bold">{notFound ? 'Betaling niet gevonden' : 'Betaling kon niet worden geladen'}</h1>
        <p className="text-muted-foreground" role={notFound ? undefined : 'alert'}>
          {notFound
            ? notFoundText
            : 'Er is iets misgegaan bij het ophalen van de betaling.'}
        </p>
        <div className="flex flex-wrap gap-2">
          {!notFound && (
            <Button variant="outline" onClick={() => void payment.refetch()}>
              Opnieuw proberen
            </Button>
          )}
          <Button asChild>
            <Link to="/">Terug naar home</Link>
          </Button>
        </div>
      </Frame>
    )
  }

  const data = payment.data
  return (
    <Frame>
      <h1 className="text-2xl font-bold">Testbetaling</h1>
      <div role="note" className="flex gap-3 rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <FlaskConicalIcon aria-hidden className="size-5 shrink-0" />
        <p>
          Dit is een testbetaalpagina van de winkel, geen echte betaalomgeving. Er wordt geen geld overgemaakt: kies
          hieronder zelf de uitkomst van de betaling.
        </p>
      </div>
      <DemoPaymentLines payment={data} />
      {data.status === 'open' ? (
        <DemoPaymentActions paymentId={paymentId} expiresAt={data.expiresAt} />
      ) : (
        <DemoPaymentSettled paymentId={paymentId} status={data.status} />
      )}
    </Frame>
  )
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl justify-center px-4 py-12">
      <section className="grid w-full max-w-xl gap-5 rounded-[var(--radius)] border border-border bg-card p-6 shadow-sm sm:p-8">
        {children}
      </section>
    </div>
  )
}
