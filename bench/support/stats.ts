/**
 * The p-th percentile (0–100) by nearest rank: the smallest sample that at least p % of the samples
 * are less than or equal to. Always one of the samples, never an interpolation.
 */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples')
  if (p < 0 || p > 100) throw new Error(`percentile ${p} is not within 0–100`)
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1] as number
}

export type Summary = { count: number; median: number; p95: number; max: number }

export function summarize(samples: readonly number[]): Summary {
  return {
    count: samples.length,
    median: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: Math.max(...samples),
  }
}
