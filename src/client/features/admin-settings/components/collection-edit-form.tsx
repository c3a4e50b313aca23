import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { createCollectionSchema } from '#shared/contracts/admin-catalog'
import type { Collection } from '#shared/contracts/collections'
import { Button } from '#client/components/ui/button'
import { FormField } from '#client/components/ui/form-field'
import { Input } from '#client/components/ui/input'
import { toast } from '#client/components/ui/use-toast'
import { useUpdateCollection } from '../api/collections'
import { toastFirstError } from '#client/lib/first-error-message'

const fieldOrder = ['name', 'slug'] as const

type Props = { collection: Collection; onClose: () => void }

/**
 * The inline rename of a collection. The slug does not follow a new name here: it is the
 * collection's web address, and links to it may already be shared.
 */
export function CollectionEditForm({ collection, onClose }: Props) {
  const update = useUpdateCollection()
  const form = useForm({
    resolver: zodResolver(createCollectionSchema),
    defaultValues: { name: collection.name, slug: collection.slug },
  })
  const { errors, isSubmitting } = form.formState
  const id = (field: string) => `collection-${collection.id}-edit-${field}`

  const submit = form.handleSubmit(
    async ({ name, slug }) => {
      if (name === collection.name && slug === collection.slug) return onClose()
      try {
        await update.mutateAsync({ id: collection.id, name, slug })
      } catch {
        return // the failure toast has told the admin; the form stays open with what was typed
      }
      toast({ title: 'Collectie bijgewerkt' })
      onClose()
    },
    (invalid) => toastFirstError(invalid, fieldOrder),
  )

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !isSubmitting) onClose()
      }}
      noValidate
      aria-label={`${collection.name} bewerken`}
      aria-busy={isSubmitting || undefined}
      className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2"
    >
      {/* The row's edit button is gone now, so the name field takes the keyboard. */}
      <FormField id={id('name')} label="Naam" error={errors.name?.message}>
        {(control) => <Input {...control} autoFocus autoComplete="off" {...form.register('name')} />}
      </FormField>
      <FormField id={id('slug')} label="Slug" hint="Een andere slug verandert het webadres van de collectie." error={errors.slug?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('slug')} />}
      </FormField>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? 'Opslaan...' : 'Opslaan'}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={isSubmitting} onClick={onClose}>
          Annuleren
        </Button>
      </div>
    </form>
  )
}
