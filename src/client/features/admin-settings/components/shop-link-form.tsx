import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { updateShopLinkSchema } from '../../../../shared/contracts/admin-settings'
import type { ShopLink } from '../../../../shared/contracts/shop-settings'
import { Button } from '../../../components/ui/button'
import { Label } from '../../../components/ui/label'
import { Switch } from '../../../components/ui/switch'
import { toast } from '../../../components/ui/use-toast'
import { failureDescription } from '../../../lib/failure-description'
import { type ShopLinkKind } from '../../../lib/shop-link'
import { useSaveShopLink } from '../api/shop-link'
import { firstErrorMessage } from '../../../lib/first-error-message'
import { shopLinkTexts } from '../shop-link-texts'
import { sameFormValues, toFormValues } from '../shop-link-values'
import { TextField } from './text-field'

const fieldOrder = ['url', 'label', 'isActive'] as const

type Props = { kind: ShopLinkKind; link: ShopLink }

/** SPEC 5: url, label and Actief of a link; saving posts all three. */
export function ShopLinkForm({ kind, link }: Props) {
  const texts = shopLinkTexts[kind]
  const save = useSaveShopLink(kind)
  const form = useForm({ resolver: zodResolver(updateShopLinkSchema), defaultValues: toFormValues(link) })
  const { errors, isDirty, isSubmitting, defaultValues } = form.formState
  const latest = toFormValues(link)
  const changedElsewhere = isDirty && !isSubmitting && !sameFormValues(defaultValues, latest)
  const id = (field: string) => `${kind}-link-${field}`

  // A change from another tab or admin (realtime) shows at once, unless the admin is typing here:
  // their edits are never overwritten; the notice below offers the new version instead.
  useEffect(() => {
    if (isDirty) return
    const values = toFormValues(link)
    if (!sameFormValues(form.formState.defaultValues, values)) form.reset(values)
  }, [link, isDirty, form])

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync(values)
        form.reset(toFormValues(saved))
        toast({ title: texts.saved })
      } catch (error) {
        toast({ variant: 'destructive', title: texts.saveFailed, description: failureDescription(error) })
      }
    },
    (invalid) =>
      toast({ variant: 'destructive', title: 'Formulier validatie fout', description: firstErrorMessage(invalid, fieldOrder) }),
  )

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={isSubmitting || undefined}>
      <TextField
        id={id('url')}
        label="URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder={texts.urlPlaceholder}
        error={errors.url?.message}
        {...form.register('url')}
      />
      <TextField id={id('label')} label="Label" autoComplete="off" error={errors.label?.message} {...form.register('label')} />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch
              id={id('active')}
              ref={field.ref}
              checked={field.value ?? true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={id('active-hint')}
            />
            <div className="grid gap-1">
              <Label htmlFor={id('active')}>Actief</Label>
              <p id={id('active-hint')} className="text-xs text-muted-foreground">
                Alleen een actieve link staat op de homepage.
              </p>
            </div>
          </div>
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
