import { QUEUE_WIDGET_ENTRIES } from '#shared/domain/queue'
import { useQueueGroups } from '../api/queue'
import { QueueGroupList } from './queue-group-list'

/**
 * product.md 2.9: the queue pop-out's list, at most ten buyers, the first one 'Nu aan de beurt' while
 * the stream is live (`isLive`: undefined while that is not known).
 */
export function QueueWidgetList({ isLive }: { isLive: boolean | undefined }) {
  const queue = useQueueGroups()
  const groups = queue.data ?? []
  const visible = groups.slice(0, QUEUE_WIDGET_ENTRIES)
  return (
    <section aria-labelledby="queue-widget-title" className="grid gap-3">
      <h2 id="queue-widget-title" className="text-lg font-bold">
        Live wachtrij
      </h2>
      <QueueGroupList query={queue} groupCount={groups.length} visible={visible} isLive={isLive} className="grid gap-2" />
      {groups.length > visible.length && (
        <p className="text-sm text-muted-foreground">+ {groups.length - visible.length} more</p>
      )}
    </section>
  )
}
