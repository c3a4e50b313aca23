/**
 * How many generated cases each property tries: `quick` in `npm test`, `full` (when given) in
 * `npm run test:full` (TEST_FULL), and FUZZ_RUNS when set, as `npm run test:fuzz` does for the long run.
 */
export function fuzzRuns(quick: number, full: number = quick): number {
  const runs = Number(process.env.FUZZ_RUNS)
  if (Number.isInteger(runs) && runs > 0) return runs
  return process.env.TEST_FULL === '1' ? full : quick
}
