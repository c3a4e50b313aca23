import { isSetupProblem, type SetupCheck } from '#shared/contracts/admin-setup'
import { Button } from '#client/components/ui/button'
import { LoadError } from '#client/components/ui/load-error'
import { useSetupCheck } from '../api/setup-check'
import { SettingList } from './setting-list'

/**
 * The back office's 'Instellingen' (decision 037): every setting's state, what is still to do first.
 * The values of secrets never reach this page; the server sends only whether they are set.
 */
export function SetupPage() {
  const query = useSetupCheck()

  if (query.isPending) return <p className="text-muted-foreground">Instellingen laden...</p>
  if (query.isError) return <LoadError message="De instellingen konden niet worden geladen." onRetry={() => void query.refetch()} />

  const problems = query.data.settings.filter(isSetupProblem)
  const others = query.data.settings.filter((setting) => !isSetupProblem(setting))
  return (
    <div className="grid gap-8">
      <div className="grid max-w-3xl gap-3">
        <p className="text-lg">{summary(query.data, problems.length)}</p>
        <p className="text-muted-foreground">
          Je wijzigt een instelling op de server, als omgevingsvariabele of in het bestand .env, en start de winkel
          daarna opnieuw. Het wachtwoord van de mailserver, de Mollie-sleutel en de toegangscode toont deze pagina nooit,
          alleen of ze zijn ingesteld.
        </p>
        <div>
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? 'Bezig met controleren…' : 'Opnieuw controleren'}
          </Button>
        </div>
      </div>
      {problems.length > 0 ? <SettingList id="setup-to-do" title={`Nog te doen (${problems.length})`} settings={problems} /> : null}
      <SettingList id="setup-others" title={problems.length > 0 ? 'Overige instellingen' : 'Alle instellingen'} settings={others} />
    </div>
  )
}

/** The page's first sentence: whether the shop is ready for real buyers, and why it runs if not. */
function summary(check: SetupCheck, problems: number): string {
  const left = problems === 1 ? 'het punt' : 'de punten'
  if (check.production && problems > 0) {
    return `Deze winkel is nog niet klaar voor echte kopers. Hij draait alleen omdat ALLOW_INCOMPLETE_SETUP=true is ingesteld: regel ${left} onder 'Nog te doen' en start de winkel opnieuw.`
  }
  if (check.production) return 'Alles staat klaar voor echte kopers.'
  if (problems > 0) {
    return `Dit is een testwinkel: zonder https-adres en zonder Mollie start hij ook met ${left} onder 'Nog te doen'. Met een https-adres of Mollie start de winkel pas als die geregeld zijn.`
  }
  return 'Dit is een testwinkel, maar alles wat een winkel voor echte kopers nodig heeft, is al ingesteld.'
}
