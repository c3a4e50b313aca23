import type { Battle } from '#shared/contracts/battles'
import { Progress } from '#client/components/ui/progress'
import { ExternalLinkButton } from '#client/components/ui/external-link-button'
import { formatDecimalEurosShort } from '#shared/domain/money'
import { battleProgress } from '../battle-format'
import { BattleSlotList } from './battle-slot-list'

/** The active battle: what is at stake, the spots, how full it is, and how to pay for a spot (product.md 2.4). */
export function BattleDetails({ battle }: { battle: Battle }) {
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
          </dl>
        </div>
      </div>

      <BattleSlotList maxSpots={battle.maxSpots} participants={battle.participants} />

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

      <div className="grid gap-2">
        <ExternalLinkButton href={battle.tikkieUrl} size="lg" className="justify-self-start">
          Betaal je plek via Tikkie
        </ExternalLinkButton>
        <p className="text-sm text-muted-foreground">
          Je plek wordt bevestigd zodra wij je betaling hebben gezien. Stuur daarvoor een screenshot van je betaling in
          de chat van de stream of via een direct bericht.
        </p>
      </div>
    </div>
  )
}
