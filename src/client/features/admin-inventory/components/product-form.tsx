import { zodResolver } from '@hookform/resolvers/zod'
import type { ChangeEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { resetAfterSave } from '#client/components/forms/reset-after-save'
import { Button } from '#client/components/ui/button'
import { FormField } from '#client/components/ui/form-field'
import { Input } from '#client/components/ui/input'
import { NativeSelect } from '#client/components/ui/native-select'
import { toastFirstError } from '#client/lib/first-error-message'
import { useCollections } from '#client/resources/collections'
import { useCategories } from '../api/categories'
import { useCreateProduct } from '../api/product-mutations'
import {
  emptyProductForm,
  productFormFieldOrder,
  productFormSchema,
} from '../product-form-schema'
import { maxPerBuyerHint, maxPerBuyerLabel } from '../max-per-buyer-input'
import { ImagePreview } from './image-preview'

/** product.md 5: the Add Product form. Prices are typed in euros; the server receives cents. */
export function ProductForm({ onAdded }: { onAdded: () => void }) {
  const categories = useCategories()
  const collections = useCollections()
  const create = useCreateProduct()
  const form = useForm({ resolver: zodResolver(productFormSchema), defaultValues: emptyProductForm })
  const { errors, isSubmitted, isSubmitting } = form.formState
  const [category, imageUrl] = useWatch({ control: form.control, name: ['category', 'imageUrl'] })

  const categoryNames = categories.data ?? []
  // A collection whose name is not (yet) a category still shows as the chosen one.
  const extraCategory = category && !categoryNames.includes(category) ? category : undefined

  // product.md 5: choosing a collection sets the category to the collection's name.
  const chooseCollection = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = collections.data?.find((collection) => String(collection.id) === event.target.value)
    if (chosen) form.setValue('category', chosen.name, { shouldDirty: true, shouldValidate: isSubmitted })
  }

  const submit = form.handleSubmit(
    async (body) => {
      const sent = form.getValues()
      try {
        // Settles once the products are read again.
        await create.mutateAsync(body)
      } catch {
        return // the failure toast has been shown; the form keeps what was typed
      }
      // The seller may have begun the next product meanwhile: that stays, and so does the panel.
      if (!resetAfterSave(form, sent, emptyProductForm)) onAdded()
    },
    (invalid) => toastFirstError(invalid, productFormFieldOrder),
  )

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 p-4" aria-busy={isSubmitting || undefined}>
      <FormField id="product-name" label="Titel" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <FormField id="product-collectionId" label="Collectie" error={errors.collectionId?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('collectionId', { onChange: chooseCollection })}>
            <option value="">Geen collectie</option>
            {collections.data?.map((collection) => (
              <option key={collection.id} value={String(collection.id)}>
                {collection.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="product-category" label="Categorie" error={errors.category?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('category')}>
            <option value="" disabled>
              {categories.isPending ? 'Categorieën laden...' : 'Kies een categorie'}
            </option>
            {categoryNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            {extraCategory && <option value={extraCategory}>{extraCategory}</option>}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="product-imageUrl" label="Afbeelding URL" error={errors.imageUrl?.message}>
        {(control) => (
          <Input {...control} type="url" inputMode="url" autoComplete="off" placeholder="https://" {...form.register('imageUrl')} />
        )}
      </FormField>
      <ImagePreview url={imageUrl} />
      <div className="grid grid-cols-2 gap-4">
        <FormField id="product-price" label="Prijs (€)" error={errors.price?.message}>
          {(control) => <Input {...control} inputMode="decimal" autoComplete="off" placeholder="0,00" {...form.register('price')} />}
        </FormField>
        <FormField id="product-stock" label="Voorraad" error={errors.stock?.message}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} step={1} {...form.register('stock')} />}
        </FormField>
      </div>
      <FormField id="product-maxPerBuyer" label={maxPerBuyerLabel} hint={maxPerBuyerHint} error={errors.maxPerBuyer?.message}>
        {(control) => (
          <Input {...control} type="number" inputMode="numeric" min={1} max={1000} step={1} {...form.register('maxPerBuyer')} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Toevoegen...' : 'Product toevoegen'}
      </Button>
    </form>
  )
}
