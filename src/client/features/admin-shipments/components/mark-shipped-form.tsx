import { zodResolver } from '@hookform/resolvers/zod'
import { SendIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Parcel } from '#shared/contracts/admin-shipments'
import { normaliseTrackingCode } from '#shared/domain/track-and-trace'
import { Button } from '#client/components/ui/button'
import { FormField } from '#client/components/ui/form-field'
import { Input } from '#client/components/ui/input'
import { toastFirstError } from '#client/lib/first-error-message'
import { messages } from '#client/lib/messages'
import { useMarkShipped } from '../api/shipping-desk'
import { sealedPacksLabel, sealedPacksNote, trackingFormSchema, type TrackingForm } from '../desk-format'

type Props = {
  parcel: Pick<Parcel, 'id' | 'reference' | 'orders'>
  /** After the parcel left the desk: where focus goes, now that this form is gone. */
  onShipped: () => void
  /** The id of the note that says why the parcel is held (decision 052): the form is off while set. */
  heldNoteId?: string
}

/**
 * decision 022: the parcel's track & trace code, typed or scanned (a scanner types the code and
 * Enter), and 'Verzonden'. Checked with the server's rule before it is sent; the server's message of
 * a refusal shows under the field as well as in the failure toast.
 *
 * A parcel with packs not opened yet may go out sealed (decision 028): sent, they leave the live queue
 * for good, with no 'Je pack is geopend' for the buyer. That cannot be undone, so the seller ticks it
 * first; until then 'Verzonden' is off.
 *
 * A parcel held after a chargeback (decision 052) may not leave: its field and 'Verzonden' are off and
 * described by the card's note of why, so a screen reader reads the reason with the button. The
 * server refuses it as well.
 */
export function MarkShippedForm({ parcel, onShipped, heldNoteId }: Props) {
  const markShipped = useMarkShipped()
  const form = useForm<TrackingForm>({ resolver: zodResolver(trackingFormSchema), defaultValues: { trackingCode: '' } })
  const error = form.formState.errors.trackingCode?.message
  const fieldId = `tracking-${parcel.id}`
  const sealed = parcel.orders.filter((order) => !order.opened)
  const [sendSealed, setSendSealed] = useState(false)
  const held = heldNoteId !== undefined
  const blocked = held || (sealed.length > 0 && !sendSealed)

  const submit = form.handleSubmit(
    async ({ trackingCode }) => {
      try {
        await markShipped.mutateAsync({ id: parcel.id, trackingCode: normaliseTrackingCode(trackingCode) })
      } catch (failure) {
        const message = failure instanceof Error ? failure.message : messages.somethingWentWrong
        form.setError('trackingCode', { message }, { shouldFocus: true })
        return
      }
      onShipped()
    },
    (errors) => toastFirstError(errors, ['trackingCode']),
  )

  return (
    <form onSubmit={submit} noValidate aria-busy={markShipped.isPending || undefined} className="grid min-w-0 basis-full gap-2 sm:basis-auto sm:flex-1">
      {sealed.length > 0 && (
        <div className="flex items-start gap-2 rounded-[var(--radius)] border border-amber-400 bg-amber-50 p-2 text-sm text-amber-950">
          <input
            id={`${fieldId}-sealed`}
            type="checkbox"
            checked={sendSealed}
            onChange={(event) => setSendSealed(event.target.checked)}
            aria-describedby={`${fieldId}-sealed-note`}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <div className="grid gap-0.5">
            <label htmlFor={`${fieldId}-sealed`} className="font-medium">
              {sealedPacksLabel(sealed.length)}
            </label>
            <p id={`${fieldId}-sealed-note`}>{sealedPacksNote(sealed.map((order) => order.productName))}</p>
          </div>
        </div>
      )}
      <FormField id={fieldId} label={`Track & trace code voor ${parcel.reference}`} error={error}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="send"
              placeholder="3SABCD1234567"
              className="min-w-0 flex-1 font-mono uppercase"
              {...form.register('trackingCode', { disabled: held })}
            />
            <Button type="submit" busy={markShipped.isPending} disabled={blocked} aria-describedby={heldNoteId}>
              <SendIcon aria-hidden />
              Verzonden
              <span className="sr-only"> melden voor {parcel.reference}</span>
            </Button>
          </div>
        )}
      </FormField>
    </form>
  )
}
