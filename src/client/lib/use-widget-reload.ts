import { useEffect } from 'react'
import { useRealtimeChannel } from './use-realtime'

/** SPEC 9: widget pages reload every 60 seconds. */
export const WIDGET_RELOAD_AFTER_MS = 60_000

/**
 * A widget page reloads itself: a popup left open on the streaming PC for hours then always runs the
 * newest client, and the admin's 'refresh widgets' (a refresh_widgets event) reloads it at once.
 */
export function useWidgetReload(): void {
  useEffect(() => {
    const timer = setTimeout(() => location.reload(), WIDGET_RELOAD_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  useRealtimeChannel('widgets', (message) => {
    if (message.type === 'refresh_widgets') location.reload()
  })
}
