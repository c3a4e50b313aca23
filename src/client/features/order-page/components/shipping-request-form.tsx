import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { shippingAddressSchema, type ShippingAddress, type ShippingPage } from '#shared/contracts/shipping'
import { formatEuro } from '#shared/domain/money'
import { countryLabel } from '#shared/domain/shipping'
import { AddressFields, addressFieldOrder } from '#client/components/forms/address-fields'
import { Button } from '#client/components/ui/button'
import { toastFirstError } from '#client/lib/first-error-message'
import type { useStartShippingRequest } from '../api/shipping-page'
import { NOTHING_CHOSEN_TEXT, PAYMENT_SCOPE_TEXT, selectedOrderIds } from '../shipping-format'
import { HeldOrdersList } from './held-orders-list'
import { OrderAddressLookup } from './order-address-lookup'
import { ShippingRequestFailure, SHIPPING_REQUEST_ERROR_ID } from './shipping-request-failure'

const emptyAddress: ShippingAddress = {
  firstName: '',
  lastName: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  country: 'nederland',
}

type Props = {
  /** The order page's token: the key of 'Adres invullen'. */
  token: string
  page: ShippingPage
  /** The request's mutation, kept by the section: its failure stays on screen when this form goes. */
  request: ReturnType<typeof useStartShippingRequest>
  /** The heading that names the form ('Verzending aanvragen'). */
  labelledBy: string
}

/**
 * The shipping request (product.md 2.13, decision 022): which held orders, where to, the fee for the
 * chosen country as the server computed it, and 'Verzending betalen' to pay it. Every held order is
 * ticked to begin with; the address starts empty, and 'Adres invullen' fills in the checkout's once the
 * buyer types its e-mail address (decision 031). A refusal is told in the form.
 */
export function ShippingRequestForm({ token, page, request, labelledBy }: Props) {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set())
  const form = useForm<ShippingAddress>({
    resolver: zodResolver(shippingAddressSchema),
    defaultValues: emptyAddress,
  })
  const country = useWatch({ control: form.control, name: 'country' })
  const orderIds = selectedOrderIds(page.held, unticked)
  const nothingChosen = orderIds.length === 0
  // After the answer the browser is on its way to the payment: stay busy until it has left.
  const busy = request.isPending || request.isSuccess

  const toggle = (orderId: number, ticked: boolean) =>
    setUnticked((current) => {
      const next = new Set(current)
      if (ticked) next.delete(orderId)
      else next.add(orderId)
      return next
    })

  const submit = form.handleSubmit(
    (address) => {
      if (nothingChosen || busy) return
      request.mutate({ orderIds, address })
    },
    (errors) => toastFirstError(errors, addressFieldOrder),
  )

  const describedBy = [nothingChosen ? 'shipping-nothing-chosen' : undefined, request.isError ? SHIPPING_REQUEST_ERROR_ID : undefined]
    .filter(Boolean)
    .join(' ')

  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy} aria-busy={busy || undefined} className="grid gap-5">
      {page.scope === 'payment' && (
        <p className="rounded-[var(--radius)] bg-accent p-3 text-sm text-accent-foreground">{PAYMENT_SCOPE_TEXT}</p>
      )}
      <HeldOrdersList held={page.held} unticked={unticked} onToggle={toggle} disabled={busy} />
      <fieldset className="grid gap-5" disabled={busy}>
        <legend className="mb-2 text-base font-semibold">Verzendadres</legend>
        {page.hasAddress && (
          <OrderAddressLookup
            token={token}
            disabled={busy}
            onAddress={(address) => form.reset(address)}
          />
        )}
        <AddressFields
          idPrefix="shipping"
          register={form.register}
          errors={form.formState.errors}
          countryHints={{ nederland: formatEuro(page.fees.nederland), belgie: formatEuro(page.fees.belgie) }}
        />
      </fieldset>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-border pt-3">
        <dt className="text-muted-foreground">
          Verzendkosten naar {countryLabel[country]}
          <span className="block text-sm">Eén pakket, PostNL met track &amp; trace</span>
        </dt>
        <dd className="text-right font-bold tabular-nums">{formatEuro(page.fees[country])}</dd>
      </dl>
      <ShippingRequestFailure error={request.error} />
      <div className="grid gap-2">
        <Button type="submit" size="lg" disabled={nothingChosen || busy} aria-describedby={describedBy || undefined}>
          {busy ? 'Bezig...' : 'Verzending betalen'}
        </Button>
        {nothingChosen && (
          <p id="shipping-nothing-chosen" className="text-sm text-muted-foreground">
            {NOTHING_CHOSEN_TEXT}
          </p>
        )}
        {busy && (
          <p role="status" className="text-sm text-muted-foreground">
            Je gaat naar de betaling...
          </p>
        )}
      </div>
    </form>
  )
}
