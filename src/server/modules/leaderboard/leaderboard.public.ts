// What other modules may use of the leaderboard: checkout adds a buyer's points when their order is
// paid, sales takes them back when an order is cancelled or paid back (decision 028), orders counts
// and clears them on Reset Data, and each announces the new top ten after the commit (decision 005).
export { addPoints, clearPoints, countBuyersWithPoints, readLeaderboard, takeBackPoints } from './leaderboard.repo'
