import type { UseQueryResult } from '@tanstack/react-query'
import type { Battle } from '#shared/contracts/battles'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { ScrollArea } from '#client/components/ui/scroll-area'
import { groupBattles } from '../battle-groups'
import { BattleFormSheet } from './battle-form-sheet'
import { CompletedBattleItem } from './completed-battle-item'
import { OpenBattleItem } from './open-battle-item'

const titleId = 'battle-management-title'
const completedTitleId = 'completed-battles-title'

/**
 * product.md 2.12: create and edit battles, manage participants, stop, activate, complete and delete.
 * Open battles stay in one list (active first), so stopping one keeps its component and focus.
 */
export function BattleManagementCard({ battles }: { battles: UseQueryResult<Battle[]> }) {
  const { open, completed } = groupBattles(battles.data ?? [])
  return (
    <Card aria-labelledby={titleId} aria-busy={battles.isPending || undefined}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg font-semibold">
            Pack Battles beheren
          </h2>
          <p className="text-sm text-muted-foreground">
            De actieve battle staat op de homepage. Een plek betaald in de winkel is meteen bevestigd; een Tikkie bevestig
            je door op de status van een deelnemer te klikken.
          </p>
        </div>
        <BattleFormSheet />
      </div>

      {battles.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          Pack Battles laden...
        </p>
      )}
      {battles.isError && (
        <div role="alert" className="grid gap-3 text-sm">
          <p className="text-destructive">Kon Pack Battles niet ophalen: {battles.error.message}</p>
          <Button variant="outline" className="justify-self-start" onClick={() => void battles.refetch()}>
            Opnieuw proberen
          </Button>
        </div>
      )}

      {battles.isSuccess && (
        <>
          {open.length === 0 ? (
            <p className="text-sm text-muted-foreground">Er is geen lopende Pack Battle. Maak er een aan.</p>
          ) : (
            <ol aria-label="Lopende battles" className="grid gap-4">
              {open.map((battle) => (
                <li key={battle.id}>
                  <OpenBattleItem battle={battle} />
                </li>
              ))}
            </ol>
          )}

          <section aria-labelledby={completedTitleId} className="grid gap-3 border-t border-border pt-4">
            <h3 id={completedTitleId} className="text-base font-semibold">
              Voltooide battles
            </h3>
            {completed.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nog geen voltooide battles.</p>
            ) : (
              // On a phone the list runs at full length: a box scrolling inside the page cuts a battle in half (decision 041).
              <ScrollArea aria-labelledby={completedTitleId} className="lg:max-h-[40rem]">
                <ol className="grid gap-3 lg:pr-3">
                  {completed.map((battle) => (
                    <li key={battle.id}>
                      <CompletedBattleItem battle={battle} />
                    </li>
                  ))}
                </ol>
              </ScrollArea>
            )}
          </section>
        </>
      )}
    </Card>
  )
}
