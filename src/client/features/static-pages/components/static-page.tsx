import type { ReactNode } from 'react'
import { DocumentTitle } from '#client/components/layout/document-title'

interface StaticPageProps {
  title: string
  /** Human-readable date, e.g. "21 april 2025"; omitted when not given. */
  lastUpdated?: string
  children: ReactNode
}

/**
 * Shared layout for the static information pages (terms, privacy, refund, …).
 * Prose styling for paragraphs and lists is applied to all descendants, so the
 * pages themselves can use plain semantic HTML.
 */
export function StaticPage({ title, lastUpdated, children }: StaticPageProps) {
  return (
    <article
      className={[
        'mx-auto max-w-3xl px-4 py-10 text-foreground',
        '[&_p]:leading-relaxed [&_p]:text-muted-foreground',
        '[&_p+p]:mt-3 [&_p+ul]:mt-3 [&_ul+p]:mt-3 [&_ul+div]:mt-4 [&_div+p]:mt-3',
        '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ul]:text-muted-foreground',
        '[&_li]:leading-relaxed [&_strong]:font-semibold [&_strong]:text-foreground',
      ].join(' ')}
    >
      <DocumentTitle page={title} />
      <header className="border-b border-border pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-foreground">{title}</h1>
        {lastUpdated ? <p className="mt-2 text-sm">Laatst bijgewerkt: {lastUpdated}</p> : null}
      </header>
      {children}
    </article>
  )
}
