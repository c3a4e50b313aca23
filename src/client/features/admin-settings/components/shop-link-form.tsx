import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { updateShopLinkSchema } from '#shared/contracts/admin-settings'
import type { ShopLink } from '#shared/contracts/shop-settings'
import { resetAfterSave } from '#client/components/forms/reset-after-save'
import { Button } from '#client/components/ui/button'
import { FormField } from '#client/components/ui/form-field'
import { Input } from '#client/components/ui/input'
import { SwitchField } from '#client/components/ui/switch-field'
import { toast } from '#client/components/ui/use-toast'
import { toastFirstError } from '#client/lib/first-error-message'
import { type ShopLinkKind } from '#client/resources/shop-link'
import { useSaveShopLink } from '../api/shop-link'
import { shopLinkTexts } from '../shop-link-texts'
import { sameFormValues, toFormValues } from '../shop-link-values'

const fieldOrder = ['url', 'label', 'isActive'] as const

type Props = {
  kind: ShopLinkKind
  link: ShopLink
  /** Told the switch's position as it changes, so the card can say it before a link is saved. */
  onActiveChange?: (isActive: boolean) => void
}

/** product.md 5: url, label and Actief of a link; saving posts all three. */
export function ShopLinkForm({ kind, link, onActiveChange }: Props) {
  const texts = shopLinkTexts[kind]
  const save = useSaveShopLink(kind)
  const form = useForm({ resolver: zodResolver(updateShopLinkSchema), defaultValues: toFormValues(link) })
  const { errors, isDirty, isSubmitting, defaultValues } = form.formState
  const latest = toFormValues(link)
  const changedElsewhere = isDirty && !isSubmitting && !sameFormValues(defaultValues, latest)
  const id = (field: string) => `${kind}-link-${field}`
  const isActive = useWatch({ control: form.control, name: 'isActive' }) ?? true

  useEffect(() => onActiveChange?.(isActive), [isActive, onActiveChange])

  // A change from another tab or admin (realtime) shows at once, unless the admin is typing here:
  // their edits are never overwritten; the notice below offers the new version instead.
  useEffect(() => {
    if (isDirty) return
    const values = toFormValues(link)
    if (!sameFormValues(form.formState.defaultValues, values)) form.reset(values)
  }, [link, isDirty, form])

  const submit = form.handleSubmit(
    async (values) => {
      const sent = form.getValues()
      try {
        const saved = await save.mutateAsync(values)
        // What the admin changed while it was saved stays, still to be saved.
        resetAfterSave(form, sent, toFormValues(saved))
        toast({ title: texts.saved })
      } catch {
        // the failure toast has told the admin; the form keeps what was typed
      }
    },
    (invalid) => toastFirstError(invalid, fieldOrder),
  )

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={isSubmitting || undefined}>
      <FormField id={id('url')} label="URL" error={errors.url?.message}>
        {(control) => (
          <Input {...control} type="url" inputMode="url" autoComplete="off" placeholder={texts.urlPlaceholder} {...form.register('url')} />
        )}
      </FormField>
      <FormField id={id('label')} label="Label" error={errors.label?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('label')} />}
      </FormField>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <SwitchField
            id={id('active')}
            label="Actief"
            hint="Alleen een actieve link staat op de homepage."
            ref={field.ref}
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <div role="status" className={changedElsewhere ? undefined : 'sr-only'}>
        {changedElsewhere && (
          <p className="rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            Deze link is intussen elders gewijzigd.{' '}
            <Button type="button" variant="link" className="h-auto p-0" onClick={() => form.reset(latest)}>
              Nieuwste versie laden
            </Button>
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Opslaan...' : 'Opslaan'}
        </Button>
        {isDirty && (
          <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => form.reset(latest)}>
            Annuleren
          </Button>
        )}
      </div>
    </form>
  )
}
