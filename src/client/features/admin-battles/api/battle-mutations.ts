import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Battle } from '#shared/contracts/battles'
import { battleSchema } from '#shared/contracts/battles'
import { toast } from '#client/components/ui/use-toast'
import { apiFetch } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'
import type { BattleFormOutput } from '../battle-form-values'
import { packBattlesQuery, useRefreshBattles } from './pack-battles'

// The toasts sit on the mutations, not on the buttons: stopping, completing or deleting a battle
// moves or removes the component that asked, and the outcome must still be told (product.md 7.3).

/** Puts the server's answer in the list at once; the refetch that follows confirms it. */
function useReplaceBattle() {
  const queryClient = useQueryClient()
  return (battle: Battle) =>
    queryClient.setQueryData(packBattlesQuery.queryKey, (list) => list?.map((b) => (b.id === battle.id ? battle : b)))
}

/** POST /api/pack-battles; activating the new battle stops the one that was active (server-side). */
export function useCreateBattle() {
  const refresh = useRefreshBattles()
  return useMutation({
    mutationFn: (form: BattleFormOutput) =>
      apiFetch('/api/pack-battles', { method: 'POST', body: form, schema: battleSchema }),
    onSuccess: (battle) => toast({ title: 'Pack Battle aangemaakt', description: battle.title }),
    meta: { errorTitle: adminMessages.createBattleFailed },
    onSettled: refresh,
  })
}

type BattlePatch = { id: number; patch: Partial<BattleFormOutput> }

function patchBattle({ id, patch }: BattlePatch) {
  return apiFetch(`/api/pack-battles/${id}`, { method: 'PATCH', body: patch, schema: battleSchema })
}

/** PATCH /api/pack-battles/:id: an edit, or 'Activeren' ({isActive: true}). 409 when completed. */
export function useUpdateBattle() {
  const refresh = useRefreshBattles()
  const replace = useReplaceBattle()
  return useMutation({
    mutationFn: patchBattle,
    onSuccess: (battle) => {
      replace(battle)
      toast({ title: 'Pack Battle bijgewerkt', description: battle.title })
    },
    meta: { errorTitle: adminMessages.updateBattleFailed },
    onSettled: refresh,
  })
}

/** product.md 4: Stop sets isActive false; the battle can be activated again later. */
export function useStopBattle() {
  const refresh = useRefreshBattles()
  const replace = useReplaceBattle()
  return useMutation({
    mutationFn: (id: number) => patchBattle({ id, patch: { isActive: false } }),
    onSuccess: (battle) => {
      replace(battle)
      toast({ title: 'Pack Battle gestopt', description: battle.title })
    },
    meta: { errorTitle: adminMessages.stopBattleFailed },
    onSettled: refresh,
  })
}

/** DELETE /api/pack-battles/:id, with its participants. */
export function useDeleteBattle() {
  const queryClient = useQueryClient()
  const refresh = useRefreshBattles()
  return useMutation({
    mutationFn: (battle: Battle) => apiFetch(`/api/pack-battles/${battle.id}`, { method: 'DELETE' }),
    onSuccess: (_answer, battle) => {
      queryClient.setQueryData(packBattlesQuery.queryKey, (list) => list?.filter((b) => b.id !== battle.id))
      toast({ title: 'Pack Battle verwijderd', description: battle.title })
    },
    meta: { errorTitle: adminMessages.deleteBattleFailed },
    onSettled: refresh,
  })
}

/** product.md 4: completing names a paid participant as winner and cannot be undone. */
export function useCompleteBattle() {
  const refresh = useRefreshBattles()
  const replace = useReplaceBattle()
  return useMutation({
    mutationFn: ({ battleId, winnerId }: { battleId: number; winnerId: number }) =>
      apiFetch(`/api/pack-battles/${battleId}/complete`, { method: 'POST', body: { winnerId }, schema: battleSchema }),
    onSuccess: (battle) => {
      replace(battle)
      toast({
        title: 'Pack Battle voltooid',
        description: battle.winner ? `Winnaar: ${battle.winner.name} (plek ${battle.winner.spotNumber})` : battle.title,
      })
    },
    meta: { errorTitle: adminMessages.completeBattleFailed },
    onSettled: refresh,
  })
}
