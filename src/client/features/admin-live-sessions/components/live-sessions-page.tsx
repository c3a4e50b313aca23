import { formatInShopTime } from '#shared/domain/shop-time'
import { LoadError } from '#client/components/ui/load-error'
import { useLiveSessions } from '../api/live-sessions'
import { openingsCountLine, sessionEndLine } from '../session-texts'
import { ReplayUrlForm } from './replay-url-form'

/**
 * The back office's 'Live sessies' (decision 060): every time the seller went live, newest first, with
 * its start and end, how many orders were opened in it and the replay's address to paste afterwards.
 */
export function LiveSessionsPage() {
  const query = useLiveSessions()
  if (query.isPending) return <p className="text-muted-foreground">Live sessies laden...</p>
  if (query.isError) return <LoadError message="De live sessies konden niet worden geladen." onRetry={() => void query.refetch()} />
  if (query.data.length === 0) {
    return <p className="text-muted-foreground">Nog geen live sessies. Een sessie begint als je live gaat.</p>
  }
  return (
    <ul aria-label="Live sessies, nieuwste eerst" className="grid gap-3">
      {query.data.map((session) => (
        <li key={session.id} className="grid gap-3 rounded-[var(--radius)] border border-border bg-card p-3">
          <div className="grid gap-0.5">
            <h2 className="font-semibold">
              Live van <time dateTime={session.startedAt}>{formatInShopTime(session.startedAt, 'moment')}</time>
            </h2>
            <p className="text-sm text-muted-foreground">
              {sessionEndLine(session)} · {openingsCountLine(session.openingsCount)}
            </p>
          </div>
          <ReplayUrlForm session={session} />
        </li>
      ))}
    </ul>
  )
}
