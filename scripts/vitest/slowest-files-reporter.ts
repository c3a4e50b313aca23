import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

/** How many files the report names. */
const LISTED = 10

export type FileTime = { project: string; file: string; ms: number }

/**
 * A test file's own time: its worker's set-up, its imports (the shop's server, PGlite's WebAssembly),
 * its hooks and its tests. Files run side by side, so these add up to more than the run's wall time.
 */
export function fileTime(module: TestModule, root: string): FileTime {
  const d = module.diagnostic()
  return {
    project: module.project.name,
    file: relative(root, module.moduleId),
    ms: d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration,
  }
}

/** The `count` slowest files, slowest first, as lines for the end of the run. */
export function slowestFilesReport(times: FileTime[], count = LISTED): string[] {
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, count)
  if (slowest.length === 0) return []
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8)
  const heading = slowest.length === 1 ? 'The slowest test file:' : `The ${slowest.length} slowest test files:`
  return [heading, ...slowest.map((t) => `${seconds(t.ms)}  ${t.project.padEnd(12)} ${t.file}`)]
}

/**
 * Prints the slowest test files at the end of every run (beside vitest's own reporter), so a test
 * that makes the loop slower is seen the day it arrives.
 */
export default class SlowestFilesReporter implements Reporter {
  private root = process.cwd()

  onInit(vitest: { config: { root: string } }): void {
    this.root = vitest.config.root
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const lines = slowestFilesReport(modules.map((module) => fileTime(module, this.root)))
    if (lines.length > 0) process.stdout.write(`\n${lines.join('\n')}\n`)
  }
}
