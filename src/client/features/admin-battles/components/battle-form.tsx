import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { battleFormSchema } from '#shared/contracts/admin-battles'
import { battleFormatLabel } from '#shared/domain/battle-formats'
import { battleFormatFixedMessage, battleFormatSellerText } from '#shared/domain/battle-format-texts'
import type { Battle } from '#shared/contracts/battles'
import { Button } from '#client/components/ui/button'
import { FormField, type FieldControlProps } from '#client/components/ui/form-field'
import { Input } from '#client/components/ui/input'
import { RadioCardGroup } from '#client/components/ui/radio-card-group'
import { SwitchField } from '#client/components/ui/switch-field'
import { Textarea } from '#client/components/ui/textarea'
import { BattleImageField } from './battle-image-field'
import { useCreateBattle, useUpdateBattle } from '../api/battle-mutations'
import { battleEditPatch, battleFormFields, battleFormValues, newBattleValues } from '../battle-form-values'
import { toastFirstError } from '#client/lib/first-error-message'

/** A placeholder is an example, lighter and slanted, so an empty field never looks filled in. */
const placeholderLook = 'placeholder:italic placeholder:text-muted-foreground/70'

type Props = {
  /** The battle to edit; without it the form creates a new one. */
  battle?: Battle
  /** Called once the battle is saved. */
  onSaved: () => void
}

/** product.md 5: the Pack Battle form, for a new battle or (prefilled) an existing one. */
export function BattleForm({ battle, onSaved }: Props) {
  const create = useCreateBattle()
  const update = useUpdateBattle()
  const form = useForm({
    resolver: zodResolver(battleFormSchema),
    defaultValues: battle ? battleFormValues(battle) : newBattleValues,
  })
  // Read during render, so react-hook-form keeps dirtyFields up to date for the edit's PATCH.
  const { errors, isSubmitting, dirtyFields } = form.formState
  const id = (field: string) => `battle-form-${battle?.id ?? 'new'}-${field}`
  /** A control's FormField props and registration. */
  const field = (name: Exclude<(typeof battleFormFields)[number], 'isActive' | 'shopPayments' | 'format'>, control: FieldControlProps) => ({
    ...control,
    ...form.register(name, name === 'maxSpots' ? { valueAsNumber: true } : {}),
  })

  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' })
  const shopPayments = useWatch({ control: form.control, name: 'shopPayments' }) ?? true

  const submit = form.handleSubmit(
    async (values) => {
      try {
        if (!battle) await create.mutateAsync(values)
        else {
          const patch = battleEditPatch(values, dirtyFields)
          if (patch) await update.mutateAsync({ id: battle.id, patch })
        }
      } catch {
        return // the failure toast has told the admin; the form keeps what was typed
      }
      onSaved()
    },
    (invalid) => toastFirstError(invalid, battleFormFields),
  )

  const tikkieHint = shopPayments
    ? 'Niet verplicht: kijkers kunnen in de winkel betalen.'
    : 'Verplicht: zonder betalen in de winkel betalen kijkers via Tikkie.'
  const activeHint = 'Een actieve battle staat op de homepage. De battle die nu actief is, stopt dan.'
  const shopPaymentsHint = 'Kijkers kiezen een vrije plek en betalen direct in de winkel. Een Tikkie blijft altijd mogelijk.'
  // decision 064: the safe format first; the other says plainly what it risks. Fixed once a spot is paid.
  const formatFixed = battle?.participants.some((participant) => participant.isPaid || participant.reserved) ?? false
  const formatOptions = [
    { value: 'own_packs', label: battleFormatLabel.own_packs, hint: battleFormatSellerText.own_packs },
    { value: 'winner_takes_all', label: battleFormatLabel.winner_takes_all, hint: battleFormatSellerText.winner_takes_all, warning: true },
  ] as const
  return (
    <form onSubmit={submit} noValidate aria-busy={isSubmitting || undefined} className="grid gap-4 p-4">
      <FormField id={id('title')} label="Titel" error={errors.title?.message}>
        {(control) => <Input autoComplete="off" {...field('title', control)} />}
      </FormField>
      <FormField id={id('description')} label="Beschrijving" error={errors.description?.message}>
        {(control) => <Textarea rows={3} {...field('description', control)} />}
      </FormField>
      <FormField id={id('productName')} label="Product naam" error={errors.productName?.message}>
        {(control) => <Input autoComplete="off" {...field('productName', control)} />}
      </FormField>
      <BattleImageField
        id={id('imageUrl')}
        value={imageUrl ?? ''}
        error={errors.imageUrl?.message}
        registration={form.register('imageUrl')}
        onUploaded={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('maxSpots')} label="Aantal plekken (1–10)" error={errors.maxSpots?.message}>
          {(control) => <Input type="number" min={1} max={10} step={1} {...field('maxSpots', control)} />}
        </FormField>
        <FormField id={id('pricePerSpot')} label="Prijs per plek" error={errors.pricePerSpot?.message}>
          {(control) => <Input inputMode="decimal" autoComplete="off" placeholder="bijv. 15,00" className={placeholderLook} {...field('pricePerSpot', control)} />}
        </FormField>
      </div>
      <RadioCardGroup
        id={id('format')}
        legend="Vorm van de battle"
        options={formatOptions}
        registration={form.register('format')}
        error={errors.format?.message}
        hintBelow
        disabled={formatFixed}
        note={formatFixed ? battleFormatFixedMessage : undefined}
      />
      <FormField id={id('tikkieUrl')} label="Tikkie URL" hint={tikkieHint} error={errors.tikkieUrl?.message}>
        {(control) => (
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://tikkie.me/pay/…"
            className={placeholderLook}
            {...field('tikkieUrl', control)}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="shopPayments"
        render={({ field: control }) => (
          <SwitchField
            id={id('shopPayments')}
            label="Betalen in de winkel"
            hint={shopPaymentsHint}
            ref={control.ref}
            checked={control.value ?? true}
            onCheckedChange={control.onChange}
            onBlur={control.onBlur}
          />
        )}
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field: control }) => (
          <SwitchField
            id={id('isActive')}
            label="Actief"
            hint={activeHint}
            ref={control.ref}
            checked={control.value ?? false}
            onCheckedChange={control.onChange}
            onBlur={control.onBlur}
          />
        )}
      />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {battle ? (isSubmitting ? 'Opslaan...' : 'Opslaan') : isSubmitting ? 'Aanmaken...' : 'Aanmaken'}
      </Button>
    </form>
  )
}
