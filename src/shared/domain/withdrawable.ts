import { messages } from '#shared/contracts/messages'

/**
 * Why a paid order cannot be withdrawn from, in the buyer's words, or null when it can (decision 050):
 * a Pack Battle's prize was not paid for, and a Pack Battle spot is a leisure service on a specific
 * date (decision 039). The order page shows it and the withdrawal function refuses with it.
 */
export function withdrawalRefusalOf(order: { spot: boolean; prize: boolean }): string | null {
  if (order.prize) return messages.withdrawalPrize
  if (order.spot) return messages.withdrawalSpot
  return null
}
