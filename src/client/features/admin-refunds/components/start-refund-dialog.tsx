import { BanknoteIcon } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import type { Refund } from '#shared/contracts/admin-refunds'
import { formatEuro } from '#shared/domain/money'
import { Button } from '#client/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '#client/components/ui/dialog'
import { FormField } from '#client/components/ui/form-field'
import { Input } from '#client/components/ui/input'
import { ApiError } from '#client/lib/api-client'
import { useStartRefund } from '../api/refunds'
import { checkRefundAmount, refundAmountInput } from '../refund-amount'

type Props = {
  refund: Refund
  /** The buyer's name on the card, so the button says whose refund it starts. */
  describedBy: string
  /** Where focus goes when the refund has left its list (started, or started in another tab). */
  onGone: () => void
}

/**
 * decisions 028, 052: 'Terugbetalen' through the payment provider, what remains owed or a part of it.
 * The amount starts as all that remains (what was paid back or is on its way is not owed again); it is
 * checked as the server checks it before it is sent. A refusal is told by the failure toast; the dialog
 * stays open to try again or correct the amount.
 */
export function StartRefundDialog({ refund, describedBy, onGone }: Props) {
  const start = useStartRefund()
  const [open, setOpen] = useState(false)
  const [amount, setAmount] = useState(() => refundAmountInput(refund))
  const [error, setError] = useState<string>()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const fieldId = `refund-${refund.id}-amount`
  const rest = formatEuro(refund.remainingCents)

  const changeOpen = (next: boolean) => {
    if (start.isPending) return
    setOpen(next)
    if (next) {
      setAmount(refundAmountInput(refund))
      setError(undefined)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkRefundAmount(amount, refund)
    if (!checked.ok) {
      setError(checked.message)
      inputRef.current?.focus()
      return
    }
    setError(undefined)
    try {
      await start.mutateAsync({ refund, amountCents: checked.cents })
    } catch (failure) {
      // A 400 is about the amount: shown at the field too. Other refusals the toast tells.
      if (failure instanceof ApiError && failure.status === 400) {
        setError(failure.message)
        inputRef.current?.focus()
      }
      return
    }
    setOpen(false)
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild ref={triggerRef}>
        <Button size="sm" aria-describedby={describedBy}>
          <BanknoteIcon aria-hidden />
          Terugbetalen
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // Started: the card moved to 'Bezig' and took the button with it.
          if (triggerRef.current?.isConnected) return
          event.preventDefault()
          onGone()
        }}
      >
        <DialogTitle className="pr-6 break-words">Terugbetalen aan {refund.tiktokUsername}</DialogTitle>
        <DialogDescription>
          {refund.description}.{' '}
          {refund.refundedCents > 0 ? `Er is al ${formatEuro(refund.refundedCents)} terugbetaald; er staat nog ${rest} open.` : `Er staat ${rest} open.`}{' '}
          Het geld gaat via de betaalprovider terug naar de koper; vul een lager bedrag in om een deel terug te betalen.
        </DialogDescription>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-busy={start.isPending || undefined}>
          <FormField id={fieldId} label="Bedrag in euro" hint={`Hoogstens ${rest}`} error={error}>
            {(control) => (
              <Input
                {...control}
                ref={inputRef}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                inputMode="decimal"
                autoComplete="off"
                enterKeyHint="done"
                disabled={start.isPending}
                className="tabular-nums"
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={start.isPending}>
                Annuleren
              </Button>
            </DialogClose>
            <Button type="submit" busy={start.isPending}>
              {start.isPending ? 'Bezig...' : 'Terugbetalen'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
