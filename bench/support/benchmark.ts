import type { DatabaseTarget } from './databases'

/** One measured figure, kept as a number with its unit so results can be compared across runs. */
export type Figure = { name: string; value: number; unit: string }

/** A line of a benchmark's table: what was measured, its figures, and the target where one exists. */
export type Row = {
  what: string
  figures: Figure[]
  /** The target as written in the issue, e.g. 'p99 < 50 ms'. */
  target?: string
  /** Whether this run met the target; present exactly when `target` is. */
  met?: boolean
  /**
   * The table the row belongs to, for a benchmark whose parts measure different things: consecutive
   * rows with the same name share a table under that name. Unset: one table for all the rows.
   */
  table?: string
}

export type BenchmarkResult = {
  rows: Row[]
  /** Facts a reader needs to weigh the figures: sample sizes, versions, anything unusual in the run. */
  notes: string[]
}

/** What every benchmark of one `npm run bench` shares; each piece is prepared on first use. */
export type BenchContext = {
  /** The production build of the client, built once per run. */
  clientDir: () => Promise<string>
  /** Embedded PGlite always; PostgreSQL as well when BENCH_DATABASE_URL names a server. */
  databases: DatabaseTarget[]
  /** A progress line on the terminal (not in the report). */
  log: (line: string) => void
}

/**
 * One benchmark, one file in bench/benchmarks/: `name` is what `npm run bench -- <name>` takes and
 * what its result file is called; `method` says in RESULTS.md how it is measured (Markdown).
 */
export type Benchmark = {
  name: string
  title: string
  method: string
  run: (context: BenchContext) => Promise<BenchmarkResult>
}
