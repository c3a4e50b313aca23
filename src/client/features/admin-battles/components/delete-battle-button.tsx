import { Trash2Icon } from 'lucide-react'
import type { Battle } from '#shared/contracts/battles'
import { Button } from '#client/components/ui/button'
import { useDeleteBattle } from '../api/battle-mutations'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'

/** product.md 2.12: Delete asks first, then removes the battle with its participants. */
export function DeleteBattleButton({ battle, describedBy }: { battle: Battle; describedBy: string }) {
  const remove = useDeleteBattle()
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:bg-destructive/10"
          aria-describedby={describedBy}
          disabled={remove.isPending}
        >
          <Trash2Icon aria-hidden />
          Verwijderen
        </Button>
      }
      title="Weet je zeker dat je deze Pack Battle wilt verwijderen?"
      description={`"${battle.title}" en de deelnemers worden verwijderd. Dit kan niet ongedaan worden gemaakt.`}
      confirmLabel="Verwijderen"
      onConfirm={() => remove.mutateAsync(battle)}
    />
  )
}
