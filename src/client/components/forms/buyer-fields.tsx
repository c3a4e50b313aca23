import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '../ui/form-field'
import { Input } from '../ui/input'

type Props = {
  /** The control's id; its message gets `${id}-error`. */
  id: string
  /** The form's registration of the field (react-hook-form). */
  registration: UseFormRegisterReturn
  error?: string | undefined
}

/*
 * Who is buying: the TikTok username and the e-mail address, labelled and checked as product.md 5
 * says. The checkout and the Pack Battle spot choice (decision 023) both ask for them; the form around
 * them holds the values and the messages.
 */

/**
 * The buyer's TikTok username, typed as TikTok shows it: the phone neither capitalises nor corrects it.
 * It is the buyer's handle, so the browser may offer the one typed before (autocomplete 'nickname',
 * decision 054).
 */
export function TiktokUsernameField({ id, registration, error }: Props) {
  return (
    <FormField id={id} label="TikTok gebruikersnaam" error={error}>
      {(control) => (
        <Input {...control} autoComplete="nickname" autoCapitalize="none" autoCorrect="off" spellCheck={false} {...registration} />
      )}
    </FormField>
  )
}

/** The buyer's e-mail address. */
export function EmailField({ id, registration, error }: Props) {
  return (
    <FormField id={id} label="E-mailadres" error={error}>
      {(control) => <Input {...control} type="email" autoComplete="email" {...registration} />}
    </FormField>
  )
}
