import type { ReactNode } from 'react'

/** The order page's column: phone first (390 px), a readable width on a wide screen. */
export function OrderPageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto grid w-full max-w-2xl content-start gap-4 px-4 py-8 sm:py-12">{children}</div>
}
