import { usePackBattles } from '../api/pack-battles'
import { BattleManagementCard } from './battle-management-card'
import { OpenRefundsLink } from './open-refunds-link'
import { RecentWinnersCard } from './recent-winners-card'

/**
 * product.md 2.12: the management card and the recent winners, from one list kept current by realtime;
 * above them, while any is owed, a line pointing to 'Terugbetalingen' (decision 023, 028).
 */
export function PackBattlesAdmin() {
  const battles = usePackBattles()
  return (
    <div className="grid gap-6">
      <OpenRefundsLink />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <BattleManagementCard battles={battles} />
        <RecentWinnersCard battles={battles.data} />
      </div>
    </div>
  )
}
