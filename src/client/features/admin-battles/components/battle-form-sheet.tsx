import { PencilIcon, PlusIcon } from 'lucide-react'
import { useState } from 'react'
import type { Battle } from '#shared/contracts/battles'
import { Button } from '#client/components/ui/button'
import { Sheet, SheetContent, SheetTrigger } from '#client/components/ui/sheet'
import { SidePanelHeader } from '#client/components/ui/side-panel-header'
import { BattleForm } from './battle-form'

type Props = {
  /** The battle to edit; without it the sheet creates a new one ('Nieuwe Pack Battle'). */
  battle?: Battle
  /** For the edit button: the id of the battle's title, so 'Bewerken' says which battle. */
  describedBy?: string
}

/**
 * The Pack Battle form in a side panel. The form mounts when the panel opens, so an edit starts
 * from the battle as it is then, and closes once saved.
 */
export function BattleFormSheet({ battle, describedBy }: Props) {
  const [open, setOpen] = useState(false)
  const title = battle ? 'Pack Battle bewerken' : 'Nieuwe Pack Battle'
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        {battle ? (
          <Button variant="outline" size="sm" aria-describedby={describedBy}>
            <PencilIcon aria-hidden />
            Bewerken
          </Button>
        ) : (
          <Button>
            <PlusIcon aria-hidden />
            Nieuwe Pack Battle
          </Button>
        )}
      </SheetTrigger>
      <SheetContent>
        <SidePanelHeader
          title={title}
          description={
            battle
              ? `Wijzig "${battle.title}".`
              : 'Kopers betalen hun plek in de winkel, of met een Tikkie waarvan jij de betaling bevestigt.'
          }
        />
        <div className="min-h-0 flex-1 overflow-y-auto">
          <BattleForm battle={battle} onSaved={() => setOpen(false)} />
        </div>
      </SheetContent>
    </Sheet>
  )
}
