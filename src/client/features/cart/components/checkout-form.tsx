import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { blankPersonalFields, personalFields, shippingDetailsSchema, type ShippingDetails } from '#shared/contracts/checkout'
import { formatEuro } from '#shared/domain/money'
import { shippingCostCents } from '#shared/domain/shipping'
import { AddressFields } from '#client/components/forms/address-fields'
import { EmailField, TiktokUsernameField } from '#client/components/forms/buyer-fields'
import { RememberDetailsField } from '#client/components/forms/remember-details-field'
import { useValidationToast } from '#client/components/forms/use-validation-toast'
import { Button } from '#client/components/ui/button'
import { RadioCardGroup } from '#client/components/ui/radio-card-group'
import { toast } from '#client/components/ui/use-toast'
import { prefill, recallBuyer, useRememberedBuyer, type RememberedBuyer } from '#client/resources/remembered-buyer'
import { noteRefusedStock, useStartCheckout } from '../api/checkout'
import { selectCartTotal, useCartStore } from '../cart-store'
import { useCheckoutDraftStore } from '../checkout-draft-store'
import { CheckoutSummary } from './checkout-summary'

/** product.md 5: the fields in the order the form shows them; the first invalid one names the toast. */
const fieldOrder = ['tiktokUsername', ...personalFields, 'country', 'shippingMethod'] as const satisfies readonly (keyof ShippingDetails)[]

const emptyDetails: ShippingDetails = {
  tiktokUsername: '',
  ...blankPersonalFields,
  country: 'nederland',
  shippingMethod: 'live',
}

type Props = {
  /** The checkout failed: the drawer closes on the way to /payment/error (product.md 7.3). */
  onFailure: () => void
  /** The stock cannot fill a line: the drawer shows the cart, where that line says so (decision 054). */
  onShortage: () => void
}

/**
 * product.md 2.5 step 2, 5 and 7.3: the delivery details, the shipping choice, and off to pay. A
 * refusal for stock is no failed payment: the buyer goes back to the cart, which shows it on its line.
 */
export function CheckoutForm({ onFailure, onShortage }: Props) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const lines = useCartStore((s) => s.lines)
  const subtotal = useCartStore(selectCartTotal)
  const checkout = useStartCheckout()
  const [redirecting, setRedirecting] = useState(false)
  const rememberedBuyer = useRememberedBuyer()
  // What this device remembers (decision 054), then what was typed in this tab (decision 042).
  const [defaultValues] = useState(() => prefill(emptyDetails, recallBuyer(), useCheckoutDraftStore.getState().values))
  const form = useForm({ resolver: zodResolver(shippingDetailsSchema), defaultValues })
  const { errors, isSubmitting } = form.formState
  const showValidationToast = useValidationToast(form, fieldOrder)
  const [country, method] = useWatch({ control: form.control, name: ['country', 'shippingMethod'] })
  const shipping = shippingCostCents(method, country)

  // Keep what was typed when the buyer steps back to the cart, closes the drawer or comes back from a
  // failed payment (decision 042).
  useEffect(() => {
    const save = useCheckoutDraftStore.getState().save
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => save(values) })
  }, [form])

  // Back from the payment page (the browser's back-forward cache keeps this page as it was): pay again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false)
    }
    window.addEventListener('pageshow', shown)
    return () => window.removeEventListener('pageshow', shown)
  }, [])

  // 'Vergeet mijn gegevens': the stored copy goes, and so do the fields it filled.
  const forgetDetails = () => {
    rememberedBuyer.forget()
    for (const field of ['tiktokUsername', ...personalFields] as const) form.setValue(field, '')
    form.setValue('country', emptyDetails.country)
  }

  const submit = form.handleSubmit(
    async (details) => {
      if (lines.length === 0) {
        toast({ variant: 'destructive', title: 'Je winkelwagen is leeg' })
        return
      }
      rememberedBuyer.keep(rememberedDetailsOf(details))
      const result = await checkout.mutateAsync({
        items: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
        // product.md 6 and 7.2: a fixed userId and the shown shipping cost; the server recomputes the amounts.
        userId: 1,
        shippingDetails: { ...details, shippingCost: shippingCostCents(details.shippingMethod, details.country) },
      })
      if (result.ok) {
        setRedirecting(true)
        window.location.assign(result.url)
        return
      }
      if (result.shortage) {
        noteRefusedStock(queryClient, result.shortage)
        onShortage()
        return
      }
      toast({ variant: 'destructive', title: 'Betaling mislukt', description: result.message })
      onFailure()
      void navigate('/payment/error')
    },
    showValidationToast,
  )

  const busy = isSubmitting || redirecting
  return (
    <form onSubmit={submit} noValidate className="grid gap-5 p-4" aria-busy={busy || undefined}>
      <TiktokUsernameField
        id="checkout-tiktokUsername"
        registration={form.register('tiktokUsername')}
        error={errors.tiktokUsername?.message}
      />
      <AddressFields
        idPrefix="checkout"
        register={form.register}
        errors={errors}
        afterName={
          <EmailField id="checkout-email" registration={form.register('email')} error={errors.email?.message} />
        }
      />
      <RadioCardGroup
        id="checkout-shipping-method"
        legend="Verzendmethode"
        options={[
          { value: 'live', label: 'Live opening', hint: 'Gratis' },
          { value: 'postnl', label: 'PostNL met track & trace', hint: formatEuro(shippingCostCents('postnl', country)) },
        ]}
        registration={form.register('shippingMethod')}
        error={errors.shippingMethod?.message}
      />
      <RememberDetailsField
        id="checkout-remember"
        checked={rememberedBuyer.remember}
        onCheckedChange={rememberedBuyer.setRemember}
        canForget={rememberedBuyer.remembered}
        onForget={forgetDetails}
        forgotten={rememberedBuyer.forgotten}
      />
      <CheckoutSummary subtotalCents={subtotal} shippingCents={shipping} />
      {/* decision 039: the consent that ends the right of withdrawal for a pack once it is opened, asked before paying. */}
      <p id="checkout-withdrawal-notice" className="text-xs text-muted-foreground">
        Met Betalen vraag je ons je pack live te openen zodra je aan de beurt bent. Tot dan kun je de overeenkomst
        herroepen; zodra je pack is geopend, vervalt je herroepingsrecht voor dat pack.
      </p>
      <Button type="submit" size="lg" disabled={busy} aria-describedby="checkout-withdrawal-notice">
        {busy ? 'Bezig...' : 'Betalen'}
      </Button>
    </form>
  )
}

/** What 'Onthoud mijn gegevens' keeps of the details: who buys and where it goes, not the shipping method. */
function rememberedDetailsOf({ shippingMethod: _method, ...details }: ShippingDetails): RememberedBuyer {
  return details
}
