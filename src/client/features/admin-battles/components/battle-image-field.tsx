import { ImageUpIcon } from 'lucide-react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Button } from '#client/components/ui/button'
import { FormField } from '#client/components/ui/form-field'
import { Input } from '#client/components/ui/input'
import { useUploadImage } from '../api/upload-image'
import { BattleImage } from './battle-image'

type Props = {
  /** The form's id for this field; the file input gets `${id}-file`. */
  id: string
  /** The URL the form holds now, for the preview. */
  value: string
  error: string | undefined
  registration: UseFormRegisterReturn<'imageUrl'>
  /** The uploaded picture's URL, to put in the form. */
  onUploaded: (url: string) => void
}

/**
 * The battle's picture, which may stay empty: a photo chosen on the phone (uploaded to the shop,
 * decision 056) or a URL pasted by hand. The preview shows what the battle page will show.
 */
export function BattleImageField({ id, value, error, registration, onUploaded }: Props) {
  const upload = useUploadImage()
  const uploadError = upload.error?.message
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3">
        <BattleImage src={value} alt="Gekozen afbeelding" className="size-16" />
        <Button
          asChild
          variant="outline"
          className="cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          busy={upload.isPending}
        >
          <label htmlFor={`${id}-file`}>
            <ImageUpIcon aria-hidden />
            {upload.isPending ? 'Foto uploaden...' : 'Foto kiezen'}
            <input
              id={`${id}-file`}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={upload.isPending}
              aria-describedby={uploadError ? `${id}-file-error` : undefined}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0]
                event.currentTarget.value = '' // the same photo can be chosen again after a failure
                if (file) upload.mutate(file, { onSuccess: onUploaded })
              }}
            />
          </label>
        </Button>
      </div>
      {uploadError && (
        <p id={`${id}-file-error`} role="alert" className="text-sm text-destructive">
          {uploadError}
        </p>
      )}
      <FormField id={id} label="Afbeelding URL" hint="Niet verplicht. Kies een foto of plak een link." error={error}>
        {(control) => (
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://…"
            className="placeholder:italic placeholder:text-muted-foreground/70"
            {...control}
            {...registration}
          />
        )}
      </FormField>
    </div>
  )
}
