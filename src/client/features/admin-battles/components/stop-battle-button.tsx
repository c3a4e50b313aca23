import { SquareIcon } from 'lucide-react'
import type { Battle } from '#shared/contracts/battles'
import { Button } from '#client/components/ui/button'
import { useStopBattle } from '../api/battle-mutations'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'

/** product.md 2.12 and 4: Stop asks first; the battle leaves home and can be activated again later. */
export function StopBattleButton({ battle, describedBy }: { battle: Battle; describedBy: string }) {
  const stop = useStopBattle()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-describedby={describedBy} disabled={stop.isPending}>
          <SquareIcon aria-hidden />
          Stoppen
        </Button>
      }
      title="Weet je zeker dat je deze Pack Battle wilt stoppen? Je kunt deze later weer activeren."
      description={`"${battle.title}" verdwijnt van de homepage. De deelnemers blijven bewaard.`}
      confirmLabel="Stoppen"
      onConfirm={() => stop.mutateAsync(battle.id)}
    />
  )
}
