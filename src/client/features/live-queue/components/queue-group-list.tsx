import type { QueueOrder } from '#shared/contracts/queue'
import type { QueueGroup as QueueGroupData } from '#shared/domain/queue'
import { QueryStatus } from '#client/components/ui/query-status'
import { QueueGroup } from './queue-group'

type Props = {
  /** The read behind the list: its loading and failed states are the list's. */
  query: { isPending: boolean; isError: boolean; isSuccess: boolean }
  /** Buyers in the whole queue: none shows 'Geen bestellingen in de wachtrij'. */
  groupCount: number
  /** The groups to list: the first of them is 'Nu aan de beurt' while the stream is live. */
  visible: QueueGroupData<QueueOrder>[]
  /** Whether the stream is live; undefined while that is not known. */
  isLive: boolean | undefined
  id?: string
  className: string
}

/**
 * The queue's status line (loading, failed, empty) and its buyers, for the home panel and the pop-out.
 * While the stream is offline a line says that the packs are opened once it begins.
 */
export function QueueGroupList({ query, groupCount, visible, isLive, id, className }: Props) {
  return (
    <>
      <QueryStatus
        query={query}
        loading="Wachtrij laden..."
        failed="De wachtrij kon niet worden geladen."
        empty={groupCount === 0 && 'Geen bestellingen in de wachtrij'}
      />
      {visible.length > 0 && isLive === false && (
        <p className="text-sm text-muted-foreground">De packs worden geopend zodra de stream begint.</p>
      )}
      {visible.length > 0 && (
        <ol id={id} className={className} aria-label="Wachtrij per koper">
          {visible.map((group, index) => (
            <li key={group.tiktokUsername}>
              <QueueGroup group={group} place={index + 1} isLive={isLive} />
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
