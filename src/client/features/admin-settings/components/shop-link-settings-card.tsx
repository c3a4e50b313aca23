import { useEffect, useState } from 'react'
import { Badge } from '#client/components/ui/badge'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { toast } from '#client/components/ui/use-toast'
import { failureDescription } from '#client/lib/failure-description'
import { useShopLink, type ShopLinkKind } from '#client/resources/shop-link'
import { shopLinkTexts } from '../shop-link-texts'
import { shopLinkStatus } from '../shop-link-values'
import { ShopLinkForm } from './shop-link-form'

/**
 * product.md 2.10, 5 and 7: the bank-payment (Tikkie) or community (WhatsApp) link the homepage shows.
 * The status is the stored link as buyers see it right now; before any link is saved it tells the form's
 * switch and that no link is filled in (decision 057). The form is what the admin is editing.
 */
export function ShopLinkSettingsCard({ kind }: { kind: ShopLinkKind }) {
  const texts = shopLinkTexts[kind]
  const link = useShopLink(kind, { readAfresh: true })
  const titleId = `${kind}-link-settings-title`
  const [switchOn, setSwitchOn] = useState(true)
  const status = link.data ? shopLinkStatus(link.data, switchOn) : undefined

  // product.md 8: a failed fetch (a 404 is no failure) is told once per failure.
  useEffect(() => {
    if (link.error) toast({ variant: 'destructive', title: texts.fetchFailed, description: failureDescription(link.error) })
  }, [link.error, texts.fetchFailed])

  return (
    <Card aria-labelledby={titleId} aria-busy={link.isPending || undefined}>
      <div className="grid gap-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {texts.title}
        </h2>
        <p className="text-sm text-muted-foreground">{texts.description}</p>
        {/* Under the title rather than beside it: the status is a short sentence, which a phone's width keeps whole. */}
        <p role="status" aria-label="Status" className="mt-1">
          {status && <Badge variant={status.variant}>{status.label}</Badge>}
        </p>
      </div>

      {link.data ? (
        <ShopLinkForm kind={kind} link={link.data} onActiveChange={setSwitchOn} />
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
