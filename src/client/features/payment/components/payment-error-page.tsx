import { CircleXIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { useRedirectHome } from '../use-redirect-home'
import { ResultCard } from './result-card'

/** SPEC 2.8: the payment did not go through; the cart is left as it was. */
export function PaymentErrorPage() {
  useRedirectHome()
  return (
    <ResultCard>
      <CircleXIcon aria-hidden className="size-12 justify-self-center text-destructive" />
      <h1 className="text-2xl font-bold">Betaling mislukt</h1>
      <div
        role="alert"
        className="rounded-[var(--radius)] border border-destructive bg-destructive/10 p-4 text-left text-sm text-destructive"
      >
        Je betaling is niet voltooid. De producten staan nog in je winkelwagen, dus je kunt het zo opnieuw proberen.
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        Je wordt over 3 seconden doorgestuurd naar de homepagina.
      </p>
      <Button asChild>
        <Link to="/">Terug naar home</Link>
      </Button>
    </ResultCard>
  )
}
