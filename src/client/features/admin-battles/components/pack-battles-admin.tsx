import { usePackBattles } from '../api/pack-battles'
import { BattleManagementCard } from './battle-management-card'
import { RecentWinnersCard } from './recent-winners-card'
import { RefundsCard } from './refunds-card'

/**
 * product.md 2.12: the management card and the recent winners, from one list kept current by realtime;
 * above them, while any is owed, the refunds of spots paid in the shop (decision 023).
 */
export function PackBattlesAdmin() {
  const battles = usePackBattles()
  return (
    <div className="grid gap-6">
      <RefundsCard />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <BattleManagementCard battles={battles} />
        <RecentWinnersCard battles={battles.data} />
      </div>
    </div>
  )
}
