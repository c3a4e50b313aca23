import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { createCollectionSchema } from '../../../../shared/contracts/admin-catalog'
import type { Collection } from '../../../../shared/contracts/collections'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../components/ui/use-toast'
import { useUpdateCollection } from '../api/collections'
import { failureDescription } from '../../../lib/failure-description'
import { firstErrorMessage } from '../../../lib/first-error-message'
import { TextField } from './text-field'

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
        toast({ title: 'Collectie bijgewerkt' })
        onClose()
      } catch (error) {
        toast({ variant: 'destructive', title: 'Fout bij bijwerken', description: failureDescription(error) })
      }
    },
    (invalid) =>
      toast({ variant: 'destructive', title: 'Formulier validatie fout', description: firstErrorMessage(invalid, fieldOrder) }),
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
      <TextField id={id('name')} label="Naam" autoFocus autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <TextField
        id={id('slug')}
        label="Slug"
        autoComplete="off"
        hint="Een andere slug verandert het webadres van de collectie."
        error={errors.slug?.message}
        {...form.register('slug')}
      />
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
