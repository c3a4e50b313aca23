import { messages } from '#shared/contracts/messages'
import { ownPackWithdrawalRefusal } from './battle-format-texts'

/**
 * Why a paid order cannot be withdrawn from, in the buyer's words, or null when it can (decision 050):
 * a Pack Battle's prize was not paid for, and a Pack Battle spot is a leisure service on a specific
 * date (decision 039), and so is the own pack it gave (decision 064). The order page shows it and the withdrawal function refuses with it.
 */
export function withdrawalRefusalOf(order: { spot: boolean; battleCards: 'prize' | 'own_pack' | null }): string | null {
  if (order.battleCards === 'prize') return messages.withdrawalPrize
  // A buyer's own pack from a battle (decision 064) came with the spot, which cannot be withdrawn from.
  if (order.battleCards === 'own_pack') return ownPackWithdrawalRefusal
  if (order.spot) return messages.withdrawalSpot
  return null
}
