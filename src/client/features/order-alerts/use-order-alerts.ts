import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { realtimeClient } from '#client/lib/realtime'
import { useRealtimeChannel } from '#client/lib/use-realtime'
import { AlertFeed } from './alert-feed'
import { loadAlertMemory, saveAlertMemory } from './alert-memory'
import { createAlertChime } from './alert-sound'
import { AlertSync } from './alert-sync'
import { fetchPaidOrders } from './api/paid-orders'

/**
 * The order-notification overlay's line of alerts, fed by the orders channel and by catch-up reads
 * at the start and after every reconnect (product.md 14). Returns the feed and the alert on screen.
 */
export function useOrderAlerts({ sound }: { sound: boolean }) {
  const [{ feed, sync }] = useState(() => {
    const memory = loadAlertMemory()
    const alertFeed = new AlertFeed(memory.shownIds)
    return { feed: alertFeed, sync: new AlertSync(alertFeed, memory, { fetchPaid: fetchPaidOrders, save: saveAlertMemory }) }
  })

  useRealtimeChannel('orders', (message) => {
    if (message.type === 'order_update') sync.receive(message.order)
  })

  useEffect(() => {
    void sync.sync()
    return realtimeClient.onResync(() => void sync.sync())
  }, [sync])

  // Each alert that comes on is remembered at once (and chimes when asked), so a reload skips it.
  const chimedId = useRef<number>(undefined)
  useEffect(() => {
    const chime = sound ? createAlertChime() : undefined
    return feed.subscribe(() => {
      saveAlertMemory(sync.memory())
      const current = feed.current
      if (chime && current && chimedId.current !== current.id) {
        chimedId.current = current.id
        chime()
      }
    })
  }, [feed, sync, sound])

  const current = useSyncExternalStore(feed.subscribe, () => feed.current)
  return { feed, current }
}
