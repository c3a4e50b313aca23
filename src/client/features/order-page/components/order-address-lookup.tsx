import { useState, type KeyboardEvent } from 'react'
import type { ShippingAddress } from '#shared/contracts/shipping'
import { Button } from '#client/components/ui/button'
import { FormField } from '#client/components/ui/form-field'
import { Input } from '#client/components/ui/input'
import { orderAddressFailure, useOrderAddress } from '../api/shipping-page'

const FILLED_TEXT = 'Het adres van je bestelling is ingevuld. Controleer het en pas het aan waar nodig.'

type Props = {
  token: string
  /** Puts the checkout's address into the form's fields. */
  onAddress: (address: ShippingAddress) => void
  disabled: boolean
}

/**
 * 'Adres invullen' (decision 031): the order link shows no address, so the buyer types the e-mail
 * address of their order and the form is filled in with the checkout's address. It sits inside the
 * shipping form, so it is a group rather than a form of its own: Enter in its field looks the address
 * up instead of paying.
 */
export function OrderAddressLookup({ token, onAddress, disabled }: Props) {
  const [email, setEmail] = useState('')
  const lookup = useOrderAddress(token)

  const submit = () => {
    if (lookup.isPending || email.trim() === '') return
    lookup.mutate(email, { onSuccess: ({ address }) => onAddress(address) })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    submit()
  }

  return (
    <div
      role="group"
      aria-label="Adres van je bestelling invullen"
      aria-describedby="order-address-hint"
      className="grid gap-3 rounded-[var(--radius)] border border-border p-3">
      <p id="order-address-hint" className="text-sm">
        Vul het e-mailadres van je bestelling in, dan vullen wij het adres in. Of vul het adres hieronder zelf in.
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField id="order-address-email" label="E-mailadres van je bestelling" error={lookup.isError ? orderAddressFailure(lookup.error) : undefined}>
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              disabled={disabled}
              onChange={(event) => setEmail(event.target.value)}
              onKeyDown={onKeyDown}
            />
          )}
        </FormField>
        <Button type="button" variant="outline" onClick={submit} disabled={disabled || lookup.isPending || email.trim() === ''}>
          {lookup.isPending ? 'Bezig...' : 'Adres invullen'}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {lookup.isSuccess ? FILLED_TEXT : ''}
      </p>
    </div>
  )
}
