import { lazy, Suspense, useState } from 'react'
import type { Battle } from '#shared/contracts/battles'
import { Progress } from '#client/components/ui/progress'
import { ExternalLinkButton } from '#client/components/ui/external-link-button'
import { battleFormatLabel } from '#shared/domain/battle-formats'
import { formatDecimalEurosShort } from '#shared/domain/money'
import { battleProgress, canBuySpots } from '../battle-format'
import { BattleSlotList } from './battle-slot-list'

// Loaded on first use (decision 012): the form, its validation and the dialog are not in the first download.
const loadBuySpotDialog = () => import('./buy-spot-dialog')
const BuySpotDialog = lazy(() => loadBuySpotDialog().then((m) => ({ default: m.BuySpotDialog })))

type Choice = { spotNumber: number; open: boolean }

/** The active battle: what is at stake, the spots, how full it is, and how to pay for a spot (product.md 2.4). */
export function BattleDetails({ battle }: { battle: Battle }) {
  // The dialog lives here, not in the spot's row: a spot taken meanwhile stops being a button, and the
  // dialog must stay to say so.
  const [choice, setChoice] = useState<Choice>()
  const buyable = canBuySpots(battle)
  const progress = battleProgress(battle.maxSpots, battle.spotsAvailable)
  const taken = Math.round(progress * Math.max(battle.maxSpots, 0))
  const takenText = `${taken} / ${battle.maxSpots} plekken bezet`
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        {battle.imageUrl && (
          <img
            src={battle.imageUrl}
            alt={battle.productName || battle.title}
            width={160}
            height={160}
            loading="lazy"
            className="aspect-square w-40 rounded-md border border-border bg-muted object-contain"
          />
        )}
        <div className="grid content-start gap-2">
          <h3 className="text-xl font-bold">{battle.title}</h3>
          {battle.description && <p className="text-sm whitespace-pre-line text-muted-foreground">{battle.description}</p>}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Product</dt>
            <dd className="font-medium">{battle.productName}</dd>
            <dt className="text-muted-foreground">Prijs per plek</dt>
            <dd className="font-bold">{formatDecimalEurosShort(battle.pricePerSpot)}</dd>
            {/* decision 064: also for a buyer who pays by Tikkie; the spot form says what it means. */}
            <dt className="text-muted-foreground">Vorm</dt>
            <dd className="font-medium">{battleFormatLabel[battle.format]}</dd>
          </dl>
        </div>
      </div>

      {buyable && battle.spotsAvailable > 0 && (
        <p className="text-sm font-medium">Kies een vrije plek en betaal direct in de winkel.</p>
      )}

      <BattleSlotList
        maxSpots={battle.maxSpots}
        participants={battle.participants}
        onChoose={buyable ? (spotNumber) => setChoice({ spotNumber, open: true }) : undefined}
        onPrepareChoice={buyable ? () => void loadBuySpotDialog() : undefined}
      />

      <div className="grid gap-1.5">
        <Progress
          value={Math.round(progress * 100)}
          max={100}
          label="Bezette plekken"
          valueText={takenText}
        />
        <p className="text-sm font-medium">
          {takenText}
        </p>
      </div>

      {/* A battle with shop payments may have no Tikkie link; then there is no Tikkie button either. */}
      {battle.tikkieUrl && (
        <div className="grid gap-2">
          {/* With shop payments the spot buttons are the main route; the Tikkie stays, one step back (decision 023). */}
          <ExternalLinkButton
            href={battle.tikkieUrl}
            size="lg"
            variant={buyable ? 'outline' : 'default'}
            className="justify-self-start"
          >
            Betaal je plek via Tikkie
          </ExternalLinkButton>
          <p className="text-sm text-muted-foreground">
            Je plek wordt bevestigd zodra wij je betaling hebben gezien. Stuur daarvoor een screenshot van je betaling in
            de chat van de stream of via een direct bericht.
          </p>
        </div>
      )}

      {choice && (
        <Suspense>
          <BuySpotDialog
            battle={battle}
            spotNumber={choice.spotNumber}
            open={choice.open}
            onOpenChange={(open) => setChoice({ ...choice, open })}
            onChooseSpot={(spotNumber) => setChoice({ spotNumber, open: true })}
          />
        </Suspense>
      )}
    </div>
  )
}
