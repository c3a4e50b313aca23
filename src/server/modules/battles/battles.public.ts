// What other modules may use of battles. A Pack Battle spot is paid as a checkout (decision 023):
// settling the payment settles the spot in the same transaction, and the battle's event leaves after
// the commit. Reset Data clears the shop's spot sales with the payments.
export { announceBattles, clearShopSales, settleSpotPayment } from './spot-settlement'
