import { useMutation, useQueryClient } from '@tanstack/react-query'
import { buySpotStartedSchema, type BuySpot } from '#shared/contracts/battles'
import { ApiError, apiFetch } from '#client/lib/api-client'
import { serverMessage } from '#client/lib/failure-description'
import { isNavigableUrl } from '#client/lib/navigable-url'
import { activeBattleQuery } from '#client/resources/battles'
import { rememberSpotPayment } from '#client/resources/battle-spot-payments'
import { rememberOrderPageLink } from '#client/resources/order-page-links'

/** product.md 8: what the buyer reads when the server gave no reason of its own (as at checkout). */
export const BUY_SPOT_FAILED_MESSAGE = 'Er is iets misgegaan bij het verwerken van je betaling'

export type BuySpotResult =
  | { ok: true; url: string }
  /** `freeSpots` when the spot was taken meanwhile (409): the spots still free. */
  | { ok: false; message: string; freeSpots?: number[] }

/** The free spots a 409 lists (decision 023), when the answer carries them. */
function refusedFreeSpots(error: unknown): number[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined
  const spots = (error.body as { freeSpots?: unknown } | undefined)?.freeSpots
  return Array.isArray(spots) && spots.every((spot) => Number.isInteger(spot)) ? (spots as number[]) : undefined
}

/**
 * decision 023: POST /api/pack-battles/{id}/spots starts the payment of one spot, held meanwhile.
 * A refusal (400/404/409/429/502 with `{message, freeSpots?}`) and a network failure are expected
 * outcomes, so they come back as a result the dialog shows, as the checkout's do.
 */
export async function buySpot(battleId: number, request: BuySpot): Promise<BuySpotResult> {
  try {
    const answer = await apiFetch(`/api/pack-battles/${battleId}/spots`, {
      method: 'POST',
      body: request,
      schema: buySpotStartedSchema,
    })
    if (!isNavigableUrl(answer.url)) return { ok: false, message: BUY_SPOT_FAILED_MESSAGE }
    // For the link on /payment/success, exactly as a checkout's (decision 021).
    rememberOrderPageLink(answer.paymentId, answer.orderPageToken)
    rememberSpotPayment(answer.paymentId, { battleId, spotNumber: request.spotNumber })
    return { ok: true, url: answer.url }
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('Buying a spot failed', error)
    return { ok: false, message: serverMessage(error) ?? BUY_SPOT_FAILED_MESSAGE, freeSpots: refusedFreeSpots(error) }
  }
}

/**
 * Buys a spot. After a refusal the battle is fetched again: a spot taken meanwhile (409) then shows
 * as taken, a battle stopped meanwhile disappears. The dialog tells the refusal; no toast.
 */
export function useBuySpot(battleId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: BuySpot) => buySpot(battleId, request),
    onSuccess: (result) => {
      if (!result.ok) void queryClient.invalidateQueries({ queryKey: activeBattleQuery.queryKey })
    },
  })
}
