import { CheckIcon } from 'lucide-react'
import { battleFormatLabel } from '#shared/domain/battle-formats'
import { formatDecimalEurosShort } from '#shared/domain/money'
import { cn } from '#client/lib/cn'
import { spotStatus, spotStatusLabel } from '#client/resources/battle-spots'
import { useActiveBattle } from '#client/resources/battles'
import { battleProgress, battleSlots } from '../battle-format'

/**
 * product.md 14: /obs/pack-battle-widget, the active Pack Battle on the stream: what is at stake, the
 * price per spot, the format (decision 064: whether each buyer keeps their own pack), who holds each spot (a hold shows 'Gereserveerd', decision 023) and how full it is.
 * Follows every change live. Without an active battle it draws nothing, so the source can stay in the scene.
 */
export function BattleOverlay() {
  const battle = useActiveBattle().data
  if (!battle) return <p className="sr-only">Er is momenteel geen actieve Pack Battle</p>
  const progress = battleProgress(battle.maxSpots, battle.spotsAvailable)
  const taken = Math.round(progress * Math.max(battle.maxSpots, 0))
  return (
    <section aria-labelledby="battle-overlay-title" className="overlay-panel grid gap-3 p-4">
      <div className="flex items-center gap-4">
        {battle.imageUrl && (
          <img
            src={battle.imageUrl}
            alt=""
            width={72}
            height={72}
            className="size-18 shrink-0 rounded-lg bg-white/10 object-contain"
          />
        )}
        <div className="grid min-w-0 gap-0.5">
          <p className="text-sm font-bold tracking-wide text-amber-300 uppercase">Pack Battle</p>
          <h1 id="battle-overlay-title" className="truncate text-2xl font-extrabold">
            {battle.title}
          </h1>
          <p className="truncate text-lg font-semibold">
            {battle.productName} · {formatDecimalEurosShort(battle.pricePerSpot)} per plek
          </p>
          <p className="truncate text-base font-semibold text-amber-200">{battleFormatLabel[battle.format]}</p>
        </div>
      </div>
      <ol className="grid grid-cols-2 gap-1.5" aria-label="Plekken">
        {battleSlots(battle.maxSpots, battle.participants).map(({ spotNumber, participant }) => {
          const status = spotStatus(participant)
          return (
            <li
              key={spotNumber}
              className={cn(
                'flex items-center gap-2 rounded-lg px-2.5 py-1 text-base',
                status === 'free' ? 'bg-white/5 text-white/70' : 'bg-white/15',
              )}
            >
              <span className="w-5 shrink-0 text-right font-bold whitespace-nowrap">
                <span className="sr-only">Plek </span>
                {spotNumber}
              </span>
              {/* decision 023: a spot held for a buyer paying in the shop shows no name until it is paid. */}
              <span className={cn('min-w-0 flex-1 truncate font-semibold', status === 'reserved' && 'text-amber-200 italic')}>
                {status === 'free' || status === 'reserved' ? spotStatusLabel[status] : participant?.name}
              </span>
              {status === 'paid' && <CheckIcon aria-label={spotStatusLabel.paid} className="size-4 shrink-0 text-emerald-300" />}
            </li>
          )
        })}
      </ol>
      <div className="grid gap-1">
        <div
          role="progressbar"
          aria-label="Bezette plekken"
          aria-valuemin={0}
          aria-valuemax={battle.maxSpots}
          aria-valuenow={taken}
          className="h-3 overflow-hidden rounded-full bg-white/20"
        >
          <div
            className="h-full bg-amber-400 transition-[width] duration-500 motion-reduce:transition-none"
            style={{ width: `${progress * 100}%` }}
          />
        </div>
        <p className="text-base font-semibold">
          {taken} / {battle.maxSpots} plekken bezet
        </p>
      </div>
    </section>
  )
}
