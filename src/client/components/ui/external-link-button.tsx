import { ExternalLinkIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, type ButtonProps } from './button'

/** Only web addresses open from the shop; anything else (a javascript: url, say) is not a link. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

type Props = {
  href: string
  children: ReactNode
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
  className?: string
}

/** A button-styled link to another site, opened in a new tab; renders nothing for a non-web url. */
export function ExternalLinkButton({ href, children, variant, size, className }: Props) {
  if (!isWebUrl(href)) return null
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalLinkIcon aria-hidden />
        <span className="sr-only">(opent in een nieuw tabblad)</span>
      </a>
    </Button>
  )
}
