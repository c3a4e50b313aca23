import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { loginRequestSchema, type LoginRequest } from '#shared/contracts/auth'
import { Button } from '#client/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog'
import { Input } from '#client/components/ui/input'
import { Label } from '#client/components/ui/label'
import { toast } from '#client/components/ui/use-toast'
import { toastFirstError } from '#client/lib/first-error-message'
import { useLogin } from '../api/session'

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/** product.md 2.3 and 7.3: the administrator login dialog. */
export function LoginDialog({ open, onOpenChange }: Props) {
  const navigate = useNavigate()
  const login = useLogin()
  const form = useForm<LoginRequest>({ resolver: zodResolver(loginRequestSchema), defaultValues: { accessCode: '' } })
  const error = form.formState.errors.accessCode?.message

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await login.mutateAsync(values)
      } catch {
        return // the failure toast has told why; the dialog stays open
      }
      form.reset()
      onOpenChange(false)
      void navigate('/admin/inventory')
      toast({ title: 'Ingelogd', description: 'Je bent succesvol ingelogd als administrator.' })
    },
    (errors) => toastFirstError(errors, ['accessCode']),
  )

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Administrator Login</DialogTitle>
        <DialogDescription>Alleen voor de beheerder van de winkel.</DialogDescription>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="access-code">Toegangscode</Label>
            <Input
              id="access-code"
              type="password"
              autoComplete="current-password"
              placeholder="Voer je toegangscode in"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'access-code-error' : undefined}
              {...form.register('accessCode')}
            />
            {error && (
              <p id="access-code-error" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" disabled={login.isPending}>
            {login.isPending ? 'Bezig met inloggen...' : 'Inloggen'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
