import { TrophyIcon } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { Battle } from '#shared/contracts/battles'
import { Button } from '#client/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '#client/components/ui/dialog'
import { useCompleteBattle } from '../api/battle-mutations'
import { winnerCandidates } from '../battle-spots'
import { WinnerChoice } from './winner-choice'

/** What completing does with the cards, per format (decisions 028 and 064). */
const completionOutcome = {
  own_packs: 'Iedere betaalde deelnemer krijgt de kaarten uit zijn eigen pack; de winnaar wint alleen de eer.',
  winner_takes_all: 'De winnaar krijgt de kaarten uit alle packs.',
} as const

/**
 * product.md 2.12 and 4: Complete asks for the winner among the paid participants (by spot number);
 * 'Voltooien' stays disabled until one is chosen. Completing cannot be undone.
 */
export function CompleteBattleDialog({ battle, describedBy }: { battle: Battle; describedBy: string }) {
  const complete = useCompleteBattle()
  const [open, setOpen] = useState(false)
  const [chosenId, setChosenId] = useState<number>()
  const candidates = winnerCandidates(battle.participants)
  // A winner who is no longer paid (another tab, realtime) is no longer a choice.
  const winnerId = candidates.some((candidate) => candidate.id === chosenId) ? chosenId : undefined

  const changeOpen = (next: boolean) => {
    if (complete.isPending) return
    setOpen(next)
    if (!next) setChosenId(undefined)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (winnerId === undefined) return
    try {
      await complete.mutateAsync({ battleId: battle.id, winnerId })
    } catch {
      return // the failure toast has told the admin; the choice stays for another try
    }
    setOpen(false)
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm" aria-describedby={describedBy}>
          <TrophyIcon aria-hidden />
          Voltooien
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Pack Battle voltooien</DialogTitle>
        <DialogDescription>
          Kies de winnaar van &ldquo;{battle.title}&rdquo;. Alleen betaalde deelnemers kunnen winnen. Een voltooide
          battle kan niet meer worden gewijzigd. {completionOutcome[battle.format]}
        </DialogDescription>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={complete.isPending || undefined}>
          <WinnerChoice
            name={`battle-${battle.id}-winner`}
            candidates={candidates}
            value={winnerId}
            onChange={setChosenId}
            disabled={complete.isPending}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={complete.isPending}>
                Annuleren
              </Button>
            </DialogClose>
            <Button type="submit" disabled={winnerId === undefined || complete.isPending}>
              {complete.isPending ? 'Voltooien...' : 'Voltooien'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
