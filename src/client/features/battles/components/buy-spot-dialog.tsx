import { zodResolver } from '@hookform/resolvers/zod'
import { InfoIcon, SwordsIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { buySpotSchema, type Battle } from '#shared/contracts/battles'
import { battleFormatLabel } from '#shared/domain/battle-formats'
import { battleFormatBuyerText } from '#shared/domain/battle-format-texts'
import { EmailField, TiktokUsernameField } from '#client/components/forms/buyer-fields'
import { RememberDetailsField } from '#client/components/forms/remember-details-field'
import { Button } from '#client/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog'
import { toastFirstError } from '#client/lib/first-error-message'
import { prefill, recallBuyer, useRememberedBuyer } from '#client/resources/remembered-buyer'
import { useBuySpot } from '../api/buy-spot'
import { freeSpotsText, spotPriceText } from '../battle-format'
import { forgetSpotDraft, recallSpotDraft, saveSpotDraft } from '../spot-draft'

/** The buyer types these; the spot is the one chosen in the list. */
const buyerSchema = buySpotSchema.pick({ tiktokUsername: true, email: true })
/** product.md 5: the fields in screen order; the first invalid one names the toast. */
const fieldOrder = ['tiktokUsername', 'email'] as const

/** product.md 2.7 and decision 023: said before the buyer pays. */
const SPOT_REFUND_RULE = 'Een plek kun je alleen terugkrijgen zolang de battle nog niet is begonnen.'

type Props = {
  battle: Pick<Battle, 'id' | 'title' | 'pricePerSpot' | 'format'>
  spotNumber: number
  open: boolean
  onOpenChange: (open: boolean) => void
  /** After a refusal that lists the free spots: choose one of them, keeping what was typed. */
  onChooseSpot: (spotNumber: number) => void
}

type Refusal = { spotNumber: number; message: string; freeSpots?: number[] | undefined }

/**
 * decision 023: the spot choice, 'Plek 4 kiezen'. The buyer gives a TikTok username and an e-mail
 * address, reads the price and the refund rule, and pays in this window (also in the pop-out: it is
 * the buyer's own browser). The dialog stays mounted once opened, so what was typed survives choosing
 * another spot after a refusal.
 */
export function BuySpotDialog({ battle, spotNumber, open, onOpenChange, onChooseSpot }: Props) {
  const buy = useBuySpot(battle.id)
  const [redirecting, setRedirecting] = useState(false)
  const [refusal, setRefusal] = useState<Refusal>()
  const payButton = useRef<HTMLButtonElement>(null)
  const rememberedBuyer = useRememberedBuyer()
  // What this device remembers, then what was typed in this tab for a spot whose payment did not go
  // through (decision 054).
  const [defaultValues] = useState(() => prefill({ tiktokUsername: '', email: '' }, recallBuyer(), recallSpotDraft()))
  const form = useForm({ resolver: zodResolver(buyerSchema), defaultValues })
  const { errors, isSubmitting } = form.formState
  const busy = isSubmitting || redirecting
  const shownRefusal = refusal?.spotNumber === spotNumber ? refusal : undefined

  // Back from the payment page (the browser's back-forward cache keeps this page as it was): pay again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false)
    }
    window.addEventListener('pageshow', shown)
    return () => window.removeEventListener('pageshow', shown)
  }, [])

  const changeOpen = (next: boolean) => {
    if (!next) setRefusal(undefined)
    onOpenChange(next)
  }

  // The chosen button goes with the refusal; focus moves on to paying for the new spot.
  const chooseOther = (free: number) => {
    onChooseSpot(free)
    requestAnimationFrame(() => payButton.current?.focus())
  }

  const submit = form.handleSubmit(
    async (buyer) => {
      setRefusal(undefined)
      saveSpotDraft(buyer)
      rememberedBuyer.keep(buyer)
      // The format this form showed (decision 064): changed meanwhile, the server refuses and the buyer reads it again.
      const result = await buy.mutateAsync({ spotNumber, ...buyer, format: battle.format })
      if (result.ok) {
        setRedirecting(true)
        window.location.assign(result.url)
        return
      }
      setRefusal({ spotNumber, message: result.message, freeSpots: result.freeSpots })
    },
    (invalid) => toastFirstError(invalid, fieldOrder),
  )

  // 'Vergeet mijn gegevens': the stored copy goes, and so do the fields it filled and this tab's draft.
  const forgetDetails = () => {
    rememberedBuyer.forget()
    forgetSpotDraft()
    form.setValue('tiktokUsername', '')
    form.setValue('email', '')
  }

  const title = `Plek ${spotNumber} kiezen`
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto" aria-busy={busy || undefined}>
        <DialogTitle className="pr-6">{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="grid gap-1">
            <p className="text-base font-semibold text-foreground">{spotPriceText(spotNumber, battle.pricePerSpot)}</p>
            <p>
              Pack Battle &lsquo;{battle.title}&rsquo;. Je betaalt direct in de winkel; zodra je betaling binnen is, staat
              jouw TikTok-naam op plek {spotNumber}.
            </p>
          </div>
        </DialogDescription>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TiktokUsernameField
            id="buy-spot-tiktokUsername"
            registration={form.register('tiktokUsername')}
            error={errors.tiktokUsername?.message}
          />
          <EmailField id="buy-spot-email" registration={form.register('email')} error={errors.email?.message} />
          <RememberDetailsField
            id="buy-spot-remember"
            checked={rememberedBuyer.remember}
            onCheckedChange={rememberedBuyer.setRemember}
            canForget={rememberedBuyer.remembered}
            onForget={forgetDetails}
            forgotten={rememberedBuyer.forgotten}
          />
          {/* decision 064: what the spot gets, read before paying. */}
          <div className="flex gap-2 rounded-md border border-border p-3 text-sm">
            <SwordsIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <p>
              <span className="font-semibold">Vorm: {battleFormatLabel[battle.format]}.</span> {battleFormatBuyerText[battle.format]}
            </p>
          </div>
          <p className="flex gap-2 rounded-md bg-muted p-3 text-sm">
            <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            {SPOT_REFUND_RULE}
          </p>
          {shownRefusal && (
            <div className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
              <div role="alert" className="grid gap-1">
                <p className="font-medium text-destructive">{shownRefusal.message}</p>
                {shownRefusal.freeSpots && <p>{freeSpotsText(shownRefusal.freeSpots)}</p>}
              </div>
              {shownRefusal.freeSpots && shownRefusal.freeSpots.length > 0 && (
                <div role="group" aria-label="Andere plek kiezen" className="flex flex-wrap gap-2">
                  {shownRefusal.freeSpots.map((free) => (
                    <Button key={free} type="button" variant="outline" size="sm" onClick={() => chooseOther(free)}>
                      Plek {free}
                    </Button>
                  ))}
                </div>
              )}
            </div>
          )}
          <Button ref={payButton} type="submit" size="lg" disabled={busy}>
            {busy ? 'Bezig...' : 'Betalen'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
