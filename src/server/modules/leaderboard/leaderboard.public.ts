// What other modules may use of the leaderboard: checkout adds a buyer's points when their order is
// paid, orders clears them on Reset Data, and both announce the new top ten after the commit
// (decision 005: events after the commit).
export { addPoints, clearPoints, readLeaderboard } from './leaderboard.repo'
