import { useState } from 'react'
import { QUEUE_GROUPS_VISIBLE } from '#shared/domain/queue'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { useShopInfo } from '#client/lib/shop-info'
import { useLiveStatus } from '#client/resources/live-status'
import { useQueueGroups, useQueueHead } from '../api/queue'
import { LiveIndicator } from './live-indicator'
import { QueueGroupList } from './queue-group-list'

/**
 * product.md 2.4: the live queue on home, with the stream's live/offline status, which also decides
 * what the queue may say (no 'Nu aan de beurt' and no minutes while offline). It reads the queue's
 * head (decision 046), and the whole queue only once the visitor opens the rest; until that arrives
 * the head stays in view.
 */
export function LiveQueuePanel() {
  const { tiktokHandle } = useShopInfo()
  const liveStatus = useLiveStatus()
  const head = useQueueHead()
  const [expanded, setExpanded] = useState(false)
  const all = useQueueGroups({ enabled: expanded })

  const groups = (expanded ? all.data : undefined) ?? head.data?.groups ?? []
  const groupCount = (expanded ? all.data?.length : undefined) ?? head.data?.groupCount ?? 0
  const hiddenCount = Math.max(groupCount - QUEUE_GROUPS_VISIBLE, 0)
  const visible = expanded ? groups : groups.slice(0, QUEUE_GROUPS_VISIBLE)

  return (
    <Card aria-labelledby="live-queue-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="live-queue-title" className="text-2xl font-bold">
          Live wachtrij
        </h2>
        {liveStatus.data ? (
          <LiveIndicator isLive={liveStatus.data.isLive} handle={tiktokHandle} />
        ) : (
          // Holds the status's room while it loads: on a phone it wraps below the title, and the
          // queue would move down when it arrived.
          <LiveIndicator isLive={false} handle={tiktokHandle} className="invisible" />
        )}
      </div>

      <QueueGroupList
        query={head}
        groupCount={groupCount}
        visible={visible}
        isLive={liveStatus.data?.isLive}
        id="live-queue-groups"
        className="grid gap-3"
      />

      {hiddenCount > 0 && (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start text-muted-foreground"
          aria-expanded={expanded}
          aria-controls="live-queue-groups"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Minder tonen' : `+ ${hiddenCount} more`}
        </Button>
      )}
    </Card>
  )
}
