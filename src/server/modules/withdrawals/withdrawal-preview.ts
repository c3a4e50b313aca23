import { messages } from '#shared/contracts/messages'
import type { WithdrawalPreview } from '#shared/contracts/withdrawals'
import { orderLineText } from '#shared/domain/order-line'
import { withdrawalRefusalOf } from '#shared/domain/withdrawable'
import type { Db } from '#server/db/db'
import { battleCardsOfPayment, findPaidCheckoutByNumber, listOrdersOfPayment } from '#server/modules/sales/sales.public'
import { withdrawalsOfOrders } from './withdrawals-of-orders'

/**
 * POST /api/withdrawals/preview (decision 058): the products a statement from the form would name,
 * so its check step lists them as the order page's does. The same orders the statement names: the
 * checkout's paid orders, without a prize or a Pack Battle spot, and without those a statement named
 * already (decisions 050, 055). A checkout with none of those left says why, as its statement would be
 * refused. Details that match no paid checkout get no lines and no reason; nothing is recorded or mailed.
 */
export async function previewFormWithdrawal(db: Db, request: { orderNumber: string; email: string }): Promise<WithdrawalPreview> {
  const { orderNumber } = request
  const checkout = await findPaidCheckoutByNumber(db, request.email.trim(), orderNumber)
  if (!checkout) return { orderNumber, lines: [], notice: null }
  const battleCards = await battleCardsOfPayment(db, checkout.id)
  const all = await listOrdersOfPayment(db, checkout.id)
  if (all.length > 0 && all.every((order) => order.status === 'cancelled')) {
    return { orderNumber, lines: [], notice: messages.withdrawalCheckoutCancelled }
  }
  const paid = all
    .filter((order) => order.status === 'pending' || order.status === 'completed')
    .map((order) => ({ ...order, refusal: withdrawalRefusalOf({ spot: order.spotNumber !== null, battleCards }) }))
  const named = paid.filter((order) => order.refusal === null)
  if (named.length === 0) return { orderNumber, lines: [], notice: paid[0]?.refusal ?? null }
  const stated = await withdrawalsOfOrders(db, named.map((order) => order.id))
  const left = named.filter((order) => !stated.has(order.id))
  if (left.length > 0) return { orderNumber, lines: left.map(orderLineText), notice: null }
  const decided = [...stated.values()].every((withdrawal) => withdrawal.decision !== 'open')
  return { orderNumber, lines: [], notice: decided ? messages.withdrawalAlreadyDecided : messages.withdrawalAlreadyReceived }
}
