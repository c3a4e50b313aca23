import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DocumentTitle } from '#client/components/layout/document-title'
import { Button } from '#client/components/ui/button'
import { REDIRECT_HOME_DELAY_MS, useRedirectHome } from '../use-redirect-home'

type Props = {
  /** The outcome's icon, hidden from assistive technology. */
  icon: ReactNode
  title: string
  /** What the outcome means for the buyer. */
  children: ReactNode
  /** The buyer's next step, shown above the way home (the order page, decision 021). */
  action?: ReactNode
  /**
   * product.md 2.8: home after 3 seconds; off while the page offers a next step the buyer needs time
   * to take (decision 021).
   */
  redirectHome?: boolean
}

/** A payment result page in a centred card; it goes home by itself after a few seconds, and says so. */
export function PaymentResult({ icon, title, children, action, redirectHome = true }: Props) {
  useRedirectHome(redirectHome)
  return (
    <div className="mx-auto flex max-w-6xl justify-center px-4 py-16">
      <DocumentTitle page={title} />
      <section className="grid w-full max-w-lg gap-4 rounded-[var(--radius)] border border-border bg-card p-8 text-center shadow-sm">
        {icon}
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
        {redirectHome && (
          <p role="status" className="text-sm text-muted-foreground">
            {`Je wordt over ${REDIRECT_HOME_DELAY_MS / 1000} seconden doorgestuurd naar de homepagina.`}
          </p>
        )}
        {action}
        <Button asChild variant={action ? 'outline' : 'default'}>
          <Link to="/">Terug naar home</Link>
        </Button>
      </section>
    </div>
  )
}
