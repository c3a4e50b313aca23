import { PlayIcon } from 'lucide-react'
import type { Battle } from '#shared/contracts/battles'
import { Button } from '#client/components/ui/button'
import { useUpdateBattle } from '../api/battle-mutations'

/** Puts a stopped battle back on home; the server stops the battle that was active. */
export function ActivateBattleButton({ battle, describedBy }: { battle: Battle; describedBy: string }) {
  const update = useUpdateBattle()
  return (
    <Button
      variant="outline"
      size="sm"
      aria-describedby={describedBy}
      disabled={update.isPending}
      onClick={() => update.mutate({ id: battle.id, patch: { isActive: true } })}
    >
      <PlayIcon aria-hidden />
      Activeren
    </Button>
  )
}
