import { CircleCheckIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { useRedirectHome } from '../use-redirect-home'
import { ResultCard } from './result-card'

/**
 * SPEC 2.8: the buyer is back from a paid checkout. The route empties the cart, and may add what
 * the checkout earned (`children`, from the leaderboard).
 */
export function PaymentSuccessPage({ children }: { children?: ReactNode }) {
  useRedirectHome()
  return (
    <ResultCard>
      <CircleCheckIcon aria-hidden className="size-12 justify-self-center text-success" />
      <h1 className="text-2xl font-bold">Bestelling ontvangen!</h1>
      <p className="text-muted-foreground">
        Bedankt voor je bestelling. Je betaling wordt verwerkt; zodra die bevestigd is, komt je bestelling in de
        wachtrij en openen we je packs live.
      </p>
      {children}
      <p role="status" className="text-sm text-muted-foreground">
        Je wordt over 3 seconden doorgestuurd naar de homepagina.
      </p>
      <Button asChild>
        <Link to="/">Terug naar home</Link>
      </Button>
    </ResultCard>
  )
}
