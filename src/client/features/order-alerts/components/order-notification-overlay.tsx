import { useEffect, useState } from 'react'
import { holdFor, type AlertOptions } from '../alert-options'
import { useOrderAlerts } from '../use-order-alerts'
import { OrderAlert } from './order-alert'

/** Matches the alert-in and alert-out animations in styles.css. */
const ENTER_MS = 450
const LEAVE_MS = 400

/**
 * product.md 14: /obs/order-notification. Each newly paid order animates in, holds (5 s by default)
 * and animates out; the next one follows. Nothing is drawn between alerts.
 */
export function OrderNotificationOverlay({ options }: { options: AlertOptions }) {
  const { feed, current } = useOrderAlerts({ sound: options.sound })
  const [leavingId, setLeavingId] = useState<number>()
  const { holdMs } = options

  useEffect(() => {
    if (!current) return
    const hold = holdFor(holdMs, feed.waitingCount)
    const leave = setTimeout(() => setLeavingId(current.id), ENTER_MS + hold)
    const done = setTimeout(() => feed.finish(current.id), ENTER_MS + hold + LEAVE_MS)
    return () => {
      clearTimeout(leave)
      clearTimeout(done)
    }
  }, [current, feed, holdMs])

  // A log: each paid order is announced as it arrives, in order (a label needs a role to be read).
  return (
    <div role="log" aria-live="polite" aria-label="Bestelmeldingen">
      {current && <OrderAlert key={current.id} order={current} leaving={leavingId === current.id} />}
    </div>
  )
}
