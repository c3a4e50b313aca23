import type { ReactNode } from 'react'

interface StaticSectionProps {
  title: string
  children: ReactNode
}

/** One titled section of a static information page. */
export function StaticSection({ title, children }: StaticSectionProps) {
  return (
    <section>
      <h2 className="mt-8 mb-3 text-xl font-semibold text-foreground">{title}</h2>
      {children}
    </section>
  )
}
