import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OpeningTimecodesPost, OverlayHead } from '#shared/contracts/obs-overlay'
import { ApiError } from '#client/lib/api-client'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'

/**
 * A call with the overlay's key in `Authorization: Bearer`: the overlay's own fetch, so the storefront's
 * first download (apiFetch) carries nothing of it. A refusal throws ApiError with the shop's message.
 */
async function overlayFetch<T>(path: string, key: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => undefined)) as unknown
  if (!response.ok) {
    const message = (answer as { message?: unknown } | undefined)?.message
    throw new ApiError(response.status, typeof message === 'string' ? message : `${response.status}: ${response.statusText}`, answer)
  }
  return answer as T
}

const overlayHeadQuery = (key: string) =>
  queryOptions({
    queryKey: ['obs-overlay-head', key],
    queryFn: () => overlayFetch<OverlayHead>('/api/overlay/head', key),
    // A 401 stays a 401 until the seller makes a new link: no retries, and the page says so.
    retry: false,
    // Beside the realtime events, in case one was missed while the socket came back.
    refetchInterval: 15_000,
  })

/** The order 'Nu aan de beurt' and whether the seller is live, with the overlay's key (decision 062). */
export function useOverlayHead(key: string) {
  const query = overlayHeadQuery(key)
  useInvalidateOnEvents('orders', ['order_update', 'orders_reset'], query.queryKey)
  useInvalidateOnEvents('live', ['live_status_updated'], query.queryKey)
  return useQuery({ ...query, enabled: key !== '' })
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Posts what OBS said at one edge of an opening, with the overlay's key; tries three times over a few
 * seconds when the shop cannot be reached. A refusal (401, 400) is not tried again.
 */
export async function postOpeningTimecodes(key: string, body: OpeningTimecodesPost): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await overlayFetch('/api/overlay/openings/timecodes', key, body)
      return
    } catch (error) {
      const status = (error as { status?: number }).status
      if (attempt >= 3 || (status !== undefined && status < 500 && status !== 429)) return
      await pause(2_000 * attempt)
    }
  }
}
