// What other modules may use of battles. A Pack Battle spot is paid as a checkout (decision 023):
// settling the payment settles the spot in the same transaction, and the battle's event leaves after
// the commit. Reset Data lets an unpaid spot hold go by settling its payment as failed.
export { announceBattles, settleSpotPayment } from './spot-settlement'
