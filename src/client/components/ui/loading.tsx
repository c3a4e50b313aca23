import type { ReactNode } from 'react'

/** What a page or a list shows while its data is on its way ('Producten laden...'), read out as a status. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-muted-foreground">
      {children}
    </p>
  )
}
