import type { QueueOrder } from '#shared/contracts/queue'
import type { QueueGroup as QueueGroupData } from '#shared/domain/queue'
import { QueryStatus } from '#client/components/ui/query-status'
import type { useQueueGroups } from '../api/queue'
import { QueueGroup } from './queue-group'

type Props = {
  queue: ReturnType<typeof useQueueGroups>
  /** The groups to list: the first of them is 'Nu aan de beurt'. */
  visible: QueueGroupData<QueueOrder>[]
  id?: string
  className: string
}

/** The queue's status line (loading, failed, empty) and its buyers, for the home panel and the pop-out. */
export function QueueGroupList({ queue, visible, id, className }: Props) {
  const groups = queue.data ?? []
  return (
    <>
      <QueryStatus
        query={queue}
        loading="Wachtrij laden..."
        failed="De wachtrij kon niet worden geladen."
        empty={groups.length === 0 && 'Geen bestellingen in de wachtrij'}
      />
      {visible.length > 0 && (
        <ol id={id} className={className} aria-label="Wachtrij per koper">
          {visible.map((group, index) => (
            <li key={group.tiktokUsername}>
              <QueueGroup group={group} isCurrent={index === 0} />
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
