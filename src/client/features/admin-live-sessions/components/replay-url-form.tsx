import { useState, type FormEvent } from 'react'
import { updateLiveSessionSchema, type LiveSession } from '#shared/contracts/live-sessions'
import { Button } from '#client/components/ui/button'
import { FormField } from '#client/components/ui/form-field'
import { Input } from '#client/components/ui/input'
import { toast } from '#client/components/ui/use-toast'
import { useSaveReplayUrl } from '../api/live-sessions'

/** The replay's address of one live (decision 060): pasted afterwards, checked here and by the server. */
export function ReplayUrlForm({ session }: { session: LiveSession }) {
  const save = useSaveReplayUrl()
  const [value, setValue] = useState(session.replayUrl ?? '')
  const [error, setError] = useState<string>()
  const id = `live-session-${session.id}-replay`

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = updateLiveSessionSchema.safeParse({ replayUrl: value.trim() })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    try {
      const saved = await save.mutateAsync({ id: session.id, replayUrl: parsed.data.replayUrl })
      setValue(saved.replayUrl ?? '')
      toast({ title: saved.replayUrl ? 'Opname opgeslagen' : 'Opname verwijderd' })
    } catch {
      // the failure toast has told the seller; the field keeps what was typed
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      <FormField id={id} label="Adres van de opname" error={error} hint="TikTok LIVE-replay, YouTube-video of een andere link.">
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" busy={save.isPending} className="sm:mb-6">
        Opslaan
      </Button>
    </form>
  )
}
