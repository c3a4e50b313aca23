import { RotateCcwIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'
import { toast } from '#client/components/ui/use-toast'
import { useResetLeaderboard } from '../api/leaderboard-admin'
import { pointsText } from '../leaderboard-format'

/** Decision 009: the seller resets the week by hand, after confirming; the top ten are archived first. */
export function ResetLeaderboardButton() {
  const reset = useResetLeaderboard()
  const confirm = async () => {
    try {
      const { week } = await reset.mutateAsync()
      const winner = week?.entries[0]
      toast({
        title: 'Leaderboard gereset',
        description: winner
          ? `Winnaar: ${winner.tiktokUsername} met ${pointsText(winner.points)}.`
          : 'Er waren deze week nog geen punten.',
      })
    } catch {
      // the failure toast has told the seller
    }
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="justify-self-start">
          <RotateCcwIcon aria-hidden />
          Leaderboard resetten
        </Button>
      }
      title="Weet je zeker dat je het leaderboard nu wilt resetten?"
      description="De top 10 van deze week wordt bewaard bij de vorige winnaars, met plek 1 als winnaar. Daarna begint iedereen weer bij nul. De automatische reset op maandag om 00:00 blijft staan."
      confirmLabel="Leaderboard resetten"
      onConfirm={confirm}
    />
  )
}
