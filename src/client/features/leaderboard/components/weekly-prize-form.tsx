import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { WeeklyPrize } from '#shared/contracts/leaderboard'
import type { Product } from '#shared/contracts/products'
import { Button } from '#client/components/ui/button'
import { FormField } from '#client/components/ui/form-field'
import { Input } from '#client/components/ui/input'
import { NativeSelect } from '#client/components/ui/native-select'
import { toast } from '#client/components/ui/use-toast'
import { toastFirstError } from '#client/lib/first-error-message'
import { useSetWeeklyPrize } from '../api/leaderboard-admin'
import {
  newPrizeValues,
  prizeFieldOrder,
  toPrizeRequest,
  weeklyPrizeFormSchema,
  type WeeklyPrizeFormValues,
} from '../weekly-prize-form-values'

type Props = { current: WeeklyPrize | null; products: Product[] }

/**
 * The seller sets the weekly prize: a product of the catalogue, its value, and the days it runs.
 * Rendered once the products are there, so the choice it starts with is one the list shows.
 */
export function WeeklyPrizeForm({ current, products }: Props) {
  const id = useId()
  const save = useSetWeeklyPrize()
  const form = useForm<WeeklyPrizeFormValues>({
    resolver: zodResolver(weeklyPrizeFormSchema),
    defaultValues: newPrizeValues(new Date(), current),
  })
  const { errors, isSubmitting } = form.formState
  const field = (name: keyof WeeklyPrizeFormValues) => `${id}-${name}`

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync(toPrizeRequest(values))
        toast({ title: 'Weekprijs opgeslagen' })
      } catch {
        // the failure toast has told the seller; the form keeps what was typed
      }
    },
    (invalid) => toastFirstError(invalid, prizeFieldOrder),
  )

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={isSubmitting || undefined} aria-label="Weekprijs instellen">
      <FormField id={field('productId')} label="Product" error={errors.productId?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('productId')}>
            <option value="">Kies een product</option>
            {products.map((product) => (
              <option key={product.id} value={String(product.id)}>
                {product.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={field('value')} label="Waarde (€)" error={errors.value?.message}>
        {(control) => (
          <Input {...control} inputMode="decimal" autoComplete="off" placeholder="149,95" {...form.register('value')} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={field('startDay')} label="Startdatum" error={errors.startDay?.message}>
          {(control) => <Input {...control} type="date" {...form.register('startDay')} />}
        </FormField>
        <FormField
          id={field('endDay')}
          label="Einddatum (t/m)"
          error={errors.endDay?.message}
          hint="De week wisselt maandag om 00:00."
        >
          {(control) => <Input {...control} type="date" {...form.register('endDay')} />}
        </FormField>
      </div>
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Opslaan...' : 'Weekprijs opslaan'}
      </Button>
    </form>
  )
}
