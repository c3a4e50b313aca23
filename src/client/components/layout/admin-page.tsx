import type { ReactNode } from 'react'
import { DocumentTitle } from './document-title'

/**
 * An admin page's frame (decision 041): on the site header's grid (`mx-auto max-w-6xl px-4`), so on a
 * wide screen the page lines up with the header above it; its h1 (the tab's title too), then the page.
 */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:py-8">
      <DocumentTitle page={title} />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      {children}
    </div>
  )
}
