import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { addParticipantSchema } from '#shared/contracts/admin-battles'
import { participantSchema, type Participant } from '#shared/contracts/battles'
import { toast } from '#client/components/ui/use-toast'
import { ApiError, apiFetch } from '#client/lib/api-client'
import { failureDescription } from '#client/lib/failure-description'
import type { FailureToast } from '#client/lib/query-client'
import { adminMessages } from '#client/lib/admin-messages'
import { refundsQuery } from '#client/resources/refunds'
import { useRefreshBattles } from './pack-battles'

export type NewParticipant = z.output<typeof addParticipantSchema>

/** POST /api/pack-battles/:battleId/participants; 409 when the spot is taken, 400 when beyond maxSpots. */
export function useAddParticipant(battleId: number) {
  const refresh = useRefreshBattles()
  return useMutation({
    mutationFn: (participant: NewParticipant) =>
      apiFetch(`/api/pack-battles/${battleId}/participants`, {
        method: 'POST',
        body: participant,
        schema: participantSchema,
      }),
    // product.md 8: the toast names the participant and the spot.
    onSuccess: (added) => toast({ title: 'Deelnemer toegevoegd', description: `${added.name} op plek ${added.spotNumber}` }),
    meta: { errorTitle: adminMessages.addParticipantFailed },
    onSettled: refresh,
  })
}

/** PATCH /api/pack-battles/participants/:id: paid ('Betaald') or waiting ('Wachtend'). */
export function useSetParticipantPaid() {
  const refresh = useRefreshBattles()
  return useMutation({
    mutationFn: ({ id, isPaid }: { id: number; isPaid: boolean }) =>
      apiFetch(`/api/pack-battles/participants/${id}`, { method: 'PATCH', body: { isPaid }, schema: participantSchema }),
    onSuccess: (updated) =>
      toast({ title: 'Deelnemer bijgewerkt', description: `${updated.name}: ${updated.isPaid ? 'Betaald' : 'Wachtend'}` }),
    meta: { errorToast: paidFailureToast },
    onSettled: refresh,
  })
}

/** A refusal the server explains (a spot paid in the shop, say) is told in its own words, not as a failure. */
function paidFailureToast(error: Error): FailureToast {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return { title: adminMessages.setParticipantPaidRefused, description: error.message }
  }
  return { title: adminMessages.setParticipantPaidFailed, description: failureDescription(error) }
}

type Removal = {
  participant: Participant
  /** decision 023: the seller confirmed that a spot paid in the shop is to be paid back; recorded as a refund. */
  confirmRefund?: boolean
}

/**
 * DELETE /api/pack-battles/participants/:id; the spot is free again. A participant who paid in the
 * shop goes only with `{confirmRefund: true}` (without it, 409 and the server's Dutch message).
 */
export function useRemoveParticipant() {
  const queryClient = useQueryClient()
  const refresh = useRefreshBattles()
  return useMutation({
    mutationFn: ({ participant, confirmRefund }: Removal) =>
      apiFetch(`/api/pack-battles/participants/${participant.id}`, {
        method: 'DELETE',
        body: confirmRefund ? { confirmRefund: true } : undefined,
      }),
    onSuccess: (_answer, { participant }) =>
      toast({
        title: 'Deelnemer verwijderd',
        description: participant.name ? `${participant.name} van plek ${participant.spotNumber}` : `Plek ${participant.spotNumber}`,
      }),
    meta: { errorTitle: adminMessages.removeParticipantFailed },
    onSettled: (_answer, _error, { confirmRefund }) =>
      Promise.all([refresh(), confirmRefund && queryClient.invalidateQueries({ queryKey: refundsQuery.queryKey })]),
  })
}
