import type { ReactNode, Ref } from 'react'
import { Badge } from './badge'

type Props = {
  /** Names the section; its heading's id is `${id}-title`. */
  id: string
  title: string
  count: number
  /** A line under the heading: what the list is for. */
  intro?: string
  children: ReactNode
  /** Focus comes here when an item of this list has gone with the dialog that acted on it. */
  headingRef?: Ref<HTMLHeadingElement>
}

/**
 * A list of the back office with its heading and how many it holds (the refunds, the shipping desk);
 * the count is beside the heading, not in its name.
 */
export function CountedSection({ id, title, count, intro, children, headingRef }: Props) {
  const titleId = `${id}-title`
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 content-start gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-xl font-semibold">
          {title}
        </h2>
        {/* A screen reader hears the count from the list itself. */}
        <Badge variant={count > 0 ? 'default' : 'secondary'} className="tabular-nums" aria-hidden>
          {count}
        </Badge>
      </div>
      {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
      {children}
    </section>
  )
}
