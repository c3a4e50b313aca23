import type { ReactNode } from 'react'

/** Why the stock overview is empty; a status, so a search that finds nothing is announced. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-[var(--radius)] border border-dashed border-border p-8 text-center text-muted-foreground">
      {children}
    </p>
  )
}
