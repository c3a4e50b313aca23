import { useState, type FormEvent } from 'react'
import type { AdminWithdrawal } from '#shared/contracts/withdrawals'
import { Button } from '#client/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '#client/components/ui/dialog'
import { FormField } from '#client/components/ui/form-field'
import { Textarea } from '#client/components/ui/textarea'
import { useRefuseWithdrawal } from '../api/withdrawals'
import { orderLine, refusalReasonToStart, statedBeforeOpeningText } from '../withdrawal-format'

type Props = { withdrawal: AdminWithdrawal; order: AdminWithdrawal['orders'][number] }

/**
 * decision 039: 'Weigeren', with the reason the buyer reads in 'Over je herroeping'; filled in for a pack
 * opened before the statement only, and with a warning for one opened after it (decision 055).
 */
export function RefuseWithdrawalDialog({ withdrawal, order }: Props) {
  const refuse = useRefuseWithdrawal()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState(() => refusalReasonToStart(order))
  const openedAfter = statedBeforeOpeningText(order)
  const [error, setError] = useState<string | undefined>()
  const id = `refuse-${withdrawal.id}-${order.orderId}`

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (reason.trim() === '') return setError('Geef een reden')
    try {
      await refuse.mutateAsync({ withdrawal, orderId: order.orderId, reason: reason.trim() })
      setOpen(false)
    } catch {
      // The failure toast has told why; the reason stays.
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          Weigeren<span className="sr-only">: {orderLine(order)}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Herroeping weigeren?</DialogTitle>
        <DialogDescription>
          {orderLine(order)} voor {withdrawal.name}. De koper krijgt een e-mail met je reden.
        </DialogDescription>
        {openedAfter && <p className="rounded-[var(--radius)] bg-accent p-3 text-sm text-accent-foreground">{openedAfter}</p>}
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <FormField id={id} label="Reden voor de koper" error={error}>
            {(control) => (
              <Textarea
                {...control}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value.replace(/\s*\n\s*/g, ' '))
                  setError(undefined)
                }}
                maxLength={300}
                rows={3}
                required
              />
            )}
          </FormField>
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={refuse.isPending}>
              Terug
            </Button>
            <Button type="submit" variant="destructive" busy={refuse.isPending}>
              Herroeping weigeren
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
