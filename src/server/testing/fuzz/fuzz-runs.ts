/**
 * How many generated cases each property tries. `npm test` keeps it quick; `npm run test:fuzz`
 * sets FUZZ_RUNS for the long run.
 */
export function fuzzRuns(quick: number): number {
  const runs = Number(process.env.FUZZ_RUNS)
  return Number.isInteger(runs) && runs > 0 ? runs : quick
}
