import type { ReactNode } from 'react'
import { Card } from '#client/components/ui/card'
import { ExternalLinkButton, isWebUrl } from '#client/components/ui/external-link-button'
import type { ShopLink } from '#shared/contracts/shop-settings'

type Props = {
  /** The id of the heading, unique on the page. */
  titleId: string
  title: string
  icon: ReactNode
  children: ReactNode
  link: ShopLink
  /** The button text when the admin left the label empty. */
  fallbackLabel: string
}

/** A card that explains a link and opens it in a new tab. Renders nothing for an address that is not a web page. */
export function ShopLinkCard({ titleId, title, icon, children, link, fallbackLabel }: Props) {
  if (!isWebUrl(link.url)) return null
  return (
    <Card aria-labelledby={titleId}>
      <div className="flex items-center gap-3">
        <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5">
          {icon}
        </span>
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
      </div>
      <div className="grid gap-2 text-sm text-muted-foreground">{children}</div>
      <ExternalLinkButton href={link.url} className="h-auto min-h-10 justify-self-start whitespace-normal! text-left">
        {link.label.trim() || fallbackLabel}
      </ExternalLinkButton>
    </Card>
  )
}
