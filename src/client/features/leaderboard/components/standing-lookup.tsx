import { useId, useState, type FormEvent } from 'react'
import { INVALID_TIKTOK_USERNAME } from '#shared/contracts/storefront-messages'
import { isBlankTiktokUsername, isTiktokUsername, normalizeTiktokUsername } from '#shared/domain/username'
import { Button } from '#client/components/ui/button'
import { Input } from '#client/components/ui/input'
import { Label } from '#client/components/ui/label'
import { useStanding } from '../api/leaderboard'
import { pointsText } from '../leaderboard-format'

const EMPTY_NAME = 'Vul je TikTok gebruikersnaam in'

/** A buyer types their TikTok username and sees their points and rank this week. */
export function StandingLookup() {
  const id = useId()
  const [input, setInput] = useState('')
  const [asked, setAsked] = useState<string>()
  const [error, setError] = useState<string>()
  const standing = useStanding(asked)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The server's rule for a username, checked here too so a typo is named, not fetched.
    const problem = isBlankTiktokUsername(input) ? EMPTY_NAME : isTiktokUsername(input) ? undefined : INVALID_TIKTOK_USERNAME
    setError(problem)
    setAsked(problem ? undefined : normalizeTiktokUsername(input))
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={`${id}-name`}>Jouw TikTok gebruikersnaam</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-name`}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="@gebruikersnaam"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={120}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-result`}
          className="min-w-0 flex-1 basis-48"
        />
        <Button type="submit" variant="outline">
          Bekijk mijn punten
        </Button>
      </div>
      <p id={`${id}-result`} role="status" className="min-h-5 text-sm">
        {error ? (
          <span className="text-destructive">{error}</span>
        ) : standing.isFetching && !standing.data ? (
          <span className="text-muted-foreground">Punten opzoeken...</span>
        ) : standing.isError ? (
          <span className="text-destructive">Je punten konden niet worden opgehaald.</span>
        ) : standing.data?.rank ? (
          <>
            <strong>{standing.data.tiktokUsername}</strong> staat op plek {standing.data.rank} met{' '}
            {pointsText(standing.data.points)}.
          </>
        ) : standing.data ? (
          <>
            <strong>{standing.data.tiktokUsername}</strong> heeft deze week nog geen punten.
          </>
        ) : null}
      </p>
    </form>
  )
}
