import { zodResolver } from '@hookform/resolvers/zod'
import { UserPlusIcon } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import { addParticipantSchema } from '#shared/contracts/admin-battles'
import type { Battle } from '#shared/contracts/battles'
import { InlineAddForm } from '#client/components/forms/inline-add-form'
import { FormField } from '#client/components/ui/form-field'
import { Input } from '#client/components/ui/input'
import { Label } from '#client/components/ui/label'
import { NativeSelect } from '#client/components/ui/native-select'
import { useAddParticipant } from '../api/participant-mutations'
import { freeSpots, pickSpot } from '../battle-spots'
import { toastFirstError } from '#client/lib/first-error-message'

const fieldOrder = ['name', 'spotNumber', 'isPaid'] as const

/** product.md 5: a participant by TikTok name on a free spot (1..maxSpots), paid or not yet (the default). */
export function ParticipantAddForm({ battle }: { battle: Battle }) {
  const add = useAddParticipant(battle.id)
  const free = freeSpots(battle.maxSpots, battle.participants)
  const form = useForm({
    resolver: zodResolver(addParticipantSchema),
    // Never empty: a spot taken meanwhile (or 1 while the battle is full) shows and submits the first free one.
    defaultValues: { name: '', spotNumber: free[0] ?? 1, isPaid: false },
  })
  const { errors, isSubmitting } = form.formState
  const id = (field: string) => `battle-${battle.id}-participant-${field}`
  const headingId = id('title')

  const submit = form.handleSubmit(
    async (values) => {
      const spotNumber = pickSpot(values.spotNumber, free)
      if (spotNumber === undefined) return
      try {
        await add.mutateAsync({ ...values, spotNumber })
      } catch {
        return // the failure toast has told the admin
      }
      // Ready for the next buyer. The list refreshes before the add settles, and the seller may have
      // typed the next name meanwhile: a field still holding what was sent is cleared, anything typed
      // since is kept. setFocus before reset: reset forgets the fields until the next render.
      const now = form.getValues()
      const nextSpot = pickSpot(undefined, free.filter((spot) => spot !== spotNumber)) ?? 1
      if (now.name === values.name) form.setFocus('name')
      form.reset({
        name: now.name === values.name ? '' : now.name,
        spotNumber: now.spotNumber === values.spotNumber ? nextSpot : now.spotNumber,
        isPaid: now.isPaid === values.isPaid ? false : now.isPaid,
      })
    },
    (invalid) => toastFirstError(invalid, fieldOrder),
  )

  if (free.length === 0) {
    return <p className="text-sm font-medium text-muted-foreground">Alle plekken zijn bezet.</p>
  }

  return (
    <InlineAddForm
      headingId={headingId}
      title="Deelnemer toevoegen"
      headingLevel={5}
      columns="sm:grid-cols-[1fr_6rem_auto_auto]"
      compact
      icon={<UserPlusIcon aria-hidden />}
      submitting={isSubmitting}
      onSubmit={submit}
    >
      <FormField id={id('name')} label="TikTok naam" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" placeholder="gebruikersnaam" {...form.register('name')} />}
      </FormField>
      <Controller
        control={form.control}
        name="spotNumber"
        render={({ field }) => (
          <FormField id={id('spot')} label="Plek" error={errors.spotNumber?.message}>
            {(control) => (
              // Only free spots are offered.
              <NativeSelect
                {...control}
                ref={field.ref}
                name={field.name}
                value={String(pickSpot(field.value, free))}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
              >
                {free.map((spot) => (
                  <option key={spot} value={spot}>
                    {spot}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
      />
      {/* The label wraps the box, so the word is part of the target (44 px, decision 042). */}
      <Label htmlFor={id('paid')} className="flex min-h-11 cursor-pointer items-center gap-2 pr-2 sm:mt-5.5">
        <input id={id('paid')} type="checkbox" className="size-5 accent-primary" {...form.register('isPaid')} />
        Betaald
      </Label>
    </InlineAddForm>
  )
}
