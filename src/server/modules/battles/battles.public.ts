// What the flows above the modules use of battles (decision 047). A Pack Battle spot is paid as a
// checkout (decision 023): settling the payment settles the spot in the same transaction (the
// spotSettling hook), and the battle's event leaves after the commit. Reset Data lets an unpaid spot
// hold go by settling its payment as failed.
export { announceBattles, settleSpotPayment } from './spot-settlement'
// The order page shows a spot's battle format (decision 064); the app hands this reader to it.
export { findBattleFormats } from './battles.repo'
