import { RotateCcwIcon, SwordsIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '#client/components/ui/button'
import type { SpotPayment } from '#client/resources/battle-spot-payments'
import { useActiveBattle } from '#client/resources/battles'
import { battleSectionPath, spotRetry } from '../battle-format'

const BuySpotDialog = lazy(() => import('./buy-spot-dialog').then((m) => ({ default: m.BuySpotDialog })))

/**
 * decision 054: after a spot's payment did not go through, 'Opnieuw proberen' offers that spot again,
 * in the spot choice of home with what was typed; the page stays on the spot, never on the cart. A spot
 * taken meanwhile, or a battle that no longer takes spots, leads to the battle on home instead. The
 * battle follows the realtime updates, so the offer changes as the spot does.
 */
export function RetrySpotButton({ spot }: { spot: SpotPayment }) {
  const battle = useActiveBattle()
  const [chosen, setChosen] = useState(spot.spotNumber)
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)

  if (battle.isPending) {
    return (
      <Button size="lg" busy>
        <RotateCcwIcon aria-hidden />
        Opnieuw proberen
      </Button>
    )
  }

  const active = battle.data ?? null
  const retry = spotRetry({ ...spot, spotNumber: chosen }, active)
  // While the spot choice is open the offer stands: the buyer's own hold makes the spot 'taken'.
  const offered = open || retry === 'offer'
  return (
    <>
      {offered ? (
        <Button
          size="lg"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setUsed(true)
            setOpen(true)
          }}
        >
          <RotateCcwIcon aria-hidden />
          Opnieuw proberen
        </Button>
      ) : (
        <>
          <p role="status" className="text-sm">
            {retry === 'taken' && chosen !== undefined
              ? `Plek ${chosen} is inmiddels bezet. Kies een andere plek in de Pack Battle.`
              : retry === 'taken'
                ? 'Kies een plek in de Pack Battle.'
                : 'Deze Pack Battle neemt op dit moment geen plekken aan.'}
          </p>
          <Button asChild size="lg">
            <Link to={battleSectionPath}>
              <SwordsIcon aria-hidden />
              Naar de Pack Battle
            </Link>
          </Button>
        </>
      )}
      {used && active && chosen !== undefined && (
        <Suspense>
          <BuySpotDialog
            battle={active}
            spotNumber={chosen}
            open={open}
            onOpenChange={setOpen}
            onChooseSpot={(spotNumber) => {
              setChosen(spotNumber)
              setOpen(true)
            }}
          />
        </Suspense>
      )}
    </>
  )
}
