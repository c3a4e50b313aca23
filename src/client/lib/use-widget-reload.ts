import { useEffect } from 'react'
import { useRealtimeChannel } from './use-realtime'

/** product.md 9: widget pages reload every 60 seconds. */
export const WIDGET_RELOAD_AFTER_MS = 60_000

/**
 * product.md 13: the admin's 'refresh widgets' (a refresh_widgets event) reloads the page at once, so a
 * widget or overlay left open on the streaming PC for hours runs the newest client.
 */
export function useReloadOnRefresh(): void {
  useRealtimeChannel('widgets', (message) => {
    if (message.type === 'refresh_widgets') location.reload()
  })
}

/** A pop-out widget page (product.md 2.9) also reloads itself every 60 seconds. */
export function useWidgetReload(): void {
  useEffect(() => {
    const timer = setTimeout(() => location.reload(), WIDGET_RELOAD_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  useReloadOnRefresh()
}
