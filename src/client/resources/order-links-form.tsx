import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { orderLinksRequestSchema, type OrderLinksRequest } from '#shared/contracts/order-links'
import { resetAfterSave } from '#client/components/forms/reset-after-save'
import { Button } from '#client/components/ui/button'
import { FormField } from '#client/components/ui/form-field'
import { Input } from '#client/components/ui/input'
import { toastFirstError } from '#client/lib/first-error-message'
import { useRequestOrderLinks } from './order-links'

/**
 * 'Stuur mij mijn bestellinks': the buyer enters their e-mail address and gets one e-mail listing
 * the order pages of that address. Used on /shipping-policy, /verzending and the order page. The confirmation
 * is the server's, the same whether or not the address is known.
 */
export function OrderLinksForm({ id = 'order-links' }: { id?: string }) {
  const request = useRequestOrderLinks()
  const form = useForm<OrderLinksRequest>({ resolver: zodResolver(orderLinksRequestSchema), defaultValues: { email: '' } })
  const error = form.formState.errors.email?.message

  const submit = form.handleSubmit(
    async (values) => {
      const sent = form.getValues()
      try {
        await request.mutateAsync(values)
      } catch {
        return // the failure toast has told why
      }
      // An address typed again while the request was on its way stays, to be sent next.
      resetAfterSave(form, sent, { email: '' })
    },
    (errors) => toastFirstError(errors, ['email']),
  )

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-base font-semibold text-foreground">
        Link naar je bestelling kwijt?
      </h3>
      <p className="text-sm text-muted-foreground">
        Vul het e-mailadres in waarmee je hebt besteld. We sturen je één e-mail met de links naar de pagina's van je
        bestellingen.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <FormField id={`${id}-email`} label="E-mailadres" error={error} className="min-w-56 flex-1">
          {(control) => <Input {...control} type="email" autoComplete="email" required {...form.register('email')} />}
        </FormField>
        <Button type="submit" busy={request.isPending}>
          {request.isPending ? 'Bezig met versturen...' : 'Stuur mij mijn bestellinks'}
        </Button>
      </div>
      {request.isSuccess && (
        <p role="status" className="rounded-[var(--radius)] bg-accent p-3 text-sm text-accent-foreground">
          {request.data.message}
        </p>
      )}
    </form>
  )
}
