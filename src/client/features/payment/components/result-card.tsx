import type { ReactNode } from 'react'

/** The centred card of the payment pages. */
export function ResultCard({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl justify-center px-4 py-16">
      <section className="grid w-full max-w-lg gap-4 rounded-[var(--radius)] border border-border bg-card p-8 text-center shadow-sm">
        {children}
      </section>
    </div>
  )
}
