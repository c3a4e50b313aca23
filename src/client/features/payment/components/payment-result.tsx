import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '#client/components/ui/button'
import { REDIRECT_HOME_DELAY_MS, useRedirectHome } from '../use-redirect-home'

type Props = {
  /** The outcome's icon, hidden from assistive technology. */
  icon: ReactNode
  title: string
  /** What the outcome means for the buyer. */
  children: ReactNode
}

/** A payment result page in a centred card; it goes home by itself after a few seconds, and says so. */
export function PaymentResult({ icon, title, children }: Props) {
  useRedirectHome()
  return (
    <div className="mx-auto flex max-w-6xl justify-center px-4 py-16">
      <section className="grid w-full max-w-lg gap-4 rounded-[var(--radius)] border border-border bg-card p-8 text-center shadow-sm">
        {icon}
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
        <p role="status" className="text-sm text-muted-foreground">
          {`Je wordt over ${REDIRECT_HOME_DELAY_MS / 1000} seconden doorgestuurd naar de homepagina.`}
        </p>
        <Button asChild>
          <Link to="/">Terug naar home</Link>
        </Button>
      </section>
    </div>
  )
}
