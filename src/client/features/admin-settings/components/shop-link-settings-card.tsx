import { useEffect } from 'react'
import { Badge, type BadgeVariant } from '#client/components/ui/badge'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { toast } from '#client/components/ui/use-toast'
import { failureDescription } from '#client/lib/failure-description'
import { useShopLink, type ShopLinkKind } from '#client/resources/shop-link'
import { shopLinkTexts } from '../shop-link-texts'
import { shopLinkState, type ShopLinkState } from '../shop-link-values'
import { ShopLinkForm } from './shop-link-form'

const stateBadges: Record<ShopLinkState, { label: string; variant: BadgeVariant }> = {
  unset: { label: 'Niet ingesteld', variant: 'secondary' },
  active: { label: 'Actief', variant: 'success' },
  inactive: { label: 'Inactief', variant: 'warning' },
}

/**
 * product.md 2.10, 5 and 7: the bank-payment (Tikkie) or community (WhatsApp) link the homepage shows.
 * The badge is the stored link as buyers see it right now; the form is what the admin is editing.
 */
export function ShopLinkSettingsCard({ kind }: { kind: ShopLinkKind }) {
  const texts = shopLinkTexts[kind]
  const link = useShopLink(kind, { readAfresh: true })
  const titleId = `${kind}-link-settings-title`
  const badge = link.data ? stateBadges[shopLinkState(link.data)] : undefined

  // product.md 8: a failed fetch (a 404 is no failure) is told once per failure.
  useEffect(() => {
    if (link.error) toast({ variant: 'destructive', title: texts.fetchFailed, description: failureDescription(link.error) })
  }, [link.error, texts.fetchFailed])

  return (
    <Card aria-labelledby={titleId} aria-busy={link.isPending || undefined}>
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg font-semibold">
            {texts.title}
          </h2>
          <p className="text-sm text-muted-foreground">{texts.description}</p>
        </div>
        {badge && <Badge variant={badge.variant}>{badge.label}</Badge>}
      </div>

      {link.data ? (
        <ShopLinkForm kind={kind} link={link.data} />
      ) : link.isError ? (
        <div role="alert" className="grid gap-3 text-sm">
          <p className="text-destructive">{texts.fetchFailed}.</p>
          <Button variant="outline" className="justify-self-start" onClick={() => void link.refetch()}>
            Opnieuw proberen
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Laden...</p>
      )}
    </Card>
  )
}
