import type { ReactNode } from 'react'

type Props = {
  /** The browser tab's title, for the popup and OBS's source list. */
  title: string
  children: ReactNode
}

/**
 * product.md 14: the frame of every OBS overlay (/obs/*). The page itself is transparent (the server
 * marks <html> with the `overlay` class, see styles.css); the content is laid out for a 600 px wide
 * browser source, with white text on dark panels that stay readable over any video.
 */
export function OverlayFrame({ title, children }: Props) {
  return (
    <main id="main" className="grid w-[600px] max-w-full content-start gap-3 p-3 text-white">
      <title>{title}</title>
      {children}
    </main>
  )
}
