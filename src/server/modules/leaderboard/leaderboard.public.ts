// What the flows above the modules use of the leaderboard (decision 047): a buyer's points added when
// their orders are paid, taken back when an order is cancelled or paid back (decision 028) or its
// payment is taken back by the bank and restored when that is reversed (decision 052), counted and
// cleared by Reset Data, and the new top ten announced after the commit (decision 005).
export { addPoints, clearPoints, countBuyersWithPoints, readLeaderboard, restorePoints, takeBackPoints } from './leaderboard.repo'
