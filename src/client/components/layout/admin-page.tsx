import type { ReactNode } from 'react'
import { DocumentTitle } from './document-title'

type Props = {
  title: string
  /** Beside the title, at the top of the screen: where a control goes that no thumb should land on by accident (decision 057). */
  actions?: ReactNode
  children: ReactNode
}

/**
 * An admin page's frame (decision 041): on the site header's grid (`mx-auto max-w-6xl px-4`), so on a
 * wide screen the page lines up with the header above it; its h1 (the tab's title too), then the page.
 */
export function AdminPage({ title, actions, children }: Props) {
  const heading = <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:py-8">
      <DocumentTitle page={title} />
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  )
}
