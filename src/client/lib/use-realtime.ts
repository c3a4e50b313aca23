import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { RealtimeChannel, RealtimeEvent } from '#shared/contracts/realtime'
import { realtimeClient, type RealtimeHandler } from './realtime'

/** Calls onMessage for every message on the channel while the component is mounted. */
export function useRealtimeChannel(channel: RealtimeChannel, onMessage: RealtimeHandler): void {
  const latest = useRef(onMessage)
  useEffect(() => {
    latest.current = onMessage
  })
  useEffect(() => realtimeClient.subscribe(channel, (message) => latest.current(message)), [channel])
}

/** Refetches the query when one of these event types arrives on the channel (product.md 7.4 effects). */
export function useInvalidateOnEvents(
  channel: RealtimeChannel,
  types: readonly RealtimeEvent['type'][],
  queryKey: QueryKey,
): void {
  const queryClient = useQueryClient()
  const key = JSON.stringify(queryKey)
  useRealtimeChannel(channel, (message) => {
    if ((types as readonly string[]).includes(message.type)) {
      void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey })
    }
  })
}
