import { QUEUE_WIDGET_ENTRIES } from '#shared/domain/queue'
import { QueryStatus } from '#client/components/ui/query-status'
import { useQueueGroups } from '../api/queue'
import { QueueGroup } from './queue-group'

/** product.md 2.9: the queue pop-out's list, at most ten buyers, the first one 'Nu aan de beurt'. */
export function QueueWidgetList() {
  const queue = useQueueGroups()
  const groups = queue.data ?? []
  const visible = groups.slice(0, QUEUE_WIDGET_ENTRIES)
  return (
    <section aria-labelledby="queue-widget-title" className="grid gap-3">
      <h2 id="queue-widget-title" className="text-lg font-bold">
        Live wachtrij
      </h2>
      <QueryStatus
        query={queue}
        loading="Wachtrij laden..."
        failed="De wachtrij kon niet worden geladen."
        empty={groups.length === 0 && 'Geen bestellingen in de wachtrij'}
      />
      {visible.length > 0 && (
        <ol className="grid gap-2" aria-label="Wachtrij per koper">
          {visible.map((group, index) => (
            <li key={group.tiktokUsername}>
              <QueueGroup group={group} isCurrent={index === 0} />
            </li>
          ))}
        </ol>
      )}
      {groups.length > visible.length && (
        <p className="text-sm text-muted-foreground">+ {groups.length - visible.length} more</p>
      )}
    </section>
  )
}
