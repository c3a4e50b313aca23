import { zodResolver } from '@hookform/resolvers/zod'
import { PlusIcon } from 'lucide-react'
import { useState, type ChangeEvent } from 'react'
import { useForm } from 'react-hook-form'
import { createCollectionSchema } from '#shared/contracts/admin-catalog'
import type { Collection } from '#shared/contracts/collections'
import { InlineAddForm } from '#client/components/forms/inline-add-form'
import { resetAfterSave } from '#client/components/forms/reset-after-save'
import { FormField } from '#client/components/ui/form-field'
import { Input } from '#client/components/ui/input'
import { toast } from '#client/components/ui/use-toast'
import { useCreateCollection } from '../api/collections'
import { nextDisplayOrder } from '../collection-order'
import { toastFirstError } from '#client/lib/first-error-message'
import { nextSlug } from '../slug'

const fieldOrder = ['name', 'slug'] as const
const headingId = 'collection-create-title'
const emptyCollection = { name: '', slug: '' }

/** A new collection at the end of the menu. The slug is suggested from the name until the admin edits it. */
export function CollectionCreateForm({ collections }: { collections: readonly Collection[] }) {
  const create = useCreateCollection()
  const form = useForm({ resolver: zodResolver(createCollectionSchema), defaultValues: emptyCollection })
  const { errors, isSubmitting } = form.formState
  // State, not a ref: the name the slug was last suggested from, read when the next key arrives.
  const [previousName, setPreviousName] = useState('')

  const followName = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.target.value
    const slug = nextSlug(previousName, name, form.getValues('slug'))
    setPreviousName(name)
    form.setValue('slug', slug, { shouldValidate: form.getFieldState('slug').invalid })
  }

  const submit = form.handleSubmit(
    async (values) => {
      const sent = form.getValues()
      try {
        await create.mutateAsync({ ...values, displayOrder: nextDisplayOrder(collections) })
      } catch {
        return // the failure toast has told the admin; the form keeps what was typed
      }
      // Ready for the next one, keeping what the admin typed while this one was saved.
      // setFocus before reset: reset forgets the fields until the next render.
      const untouched = Object.is(form.getValues('name'), sent.name) && Object.is(form.getValues('slug'), sent.slug)
      if (untouched) form.setFocus('name')
      resetAfterSave(form, sent, emptyCollection)
      setPreviousName(form.getValues('name'))
      toast({ title: 'Collectie toegevoegd' })
    },
    (invalid) => toastFirstError(invalid, fieldOrder),
  )

  return (
    <InlineAddForm
      headingId={headingId}
      title="Nieuwe collectie"
      headingLevel={3}
      columns="sm:grid-cols-[1fr_1fr_auto]"
      icon={<PlusIcon aria-hidden />}
      submitting={isSubmitting}
      onSubmit={submit}
    >
      <FormField id="collection-create-name" label="Naam" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('name', { onChange: followName })} />}
      </FormField>
      <FormField id="collection-create-slug" label="Slug" hint="Het webadres: /collections/<slug>." error={errors.slug?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('slug')} />}
      </FormField>
    </InlineAddForm>
  )
}
