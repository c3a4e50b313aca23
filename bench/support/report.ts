import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Benchmark, BenchmarkResult, Row } from './benchmark'
import { machineSummary, type Machine } from './machine'

const benchDir = join(import.meta.dirname, '..')
const resultsDir = join(benchDir, 'results')
const reportFile = join(benchDir, 'RESULTS.md')

/** A benchmark's last result as kept in bench/results/<name>.json. */
export type StoredResult = BenchmarkResult & { name: string; title: string; method: string; machine: Machine }

export function saveResult(benchmark: Benchmark, result: BenchmarkResult, machine: Machine): StoredResult {
  const stored: StoredResult = { name: benchmark.name, title: benchmark.title, method: benchmark.method, machine, ...result }
  mkdirSync(resultsDir, { recursive: true })
  // Hundredths of a unit are more than any of these figures can tell apart.
  const rounded = (_key: string, value: unknown) => (typeof value === 'number' ? Math.round(value * 100) / 100 : value)
  writeFileSync(join(resultsDir, `${benchmark.name}.json`), `${JSON.stringify(stored, rounded, 2)}\n`)
  return stored
}

/** The last result of each benchmark that has one, in the order given. */
export function loadResults(names: readonly string[]): StoredResult[] {
  return names
    .map((name) => join(resultsDir, `${name}.json`))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as StoredResult)
}

/** Rewrites bench/RESULTS.md from the stored results: the machine, then one section per benchmark. */
export function writeReport(results: readonly StoredResult[], machine: Machine): string {
  const lines = [
    '# Benchmark results',
    '',
    'Written by `npm run bench`; do not edit by hand. Each section holds the last run of its benchmark:',
    '`npm run bench -- <name>` runs one again and keeps the others. The machines are shared and noisy,',
    'so compare figures within one run rather than across runs.',
    '',
    `## Machine of the latest run (${readableDate(machine.date)})`,
    '',
    '| | |',
    '|---|---|',
    `| CPU | ${machine.cpu}, ${machine.cpuCount} logical cores |`,
    `| memory | ${machine.memoryGiB} GiB |`,
    `| OS | ${machine.os} |`,
    `| Node | ${machine.node} |`,
  ]
  for (const result of results) lines.push('', ...section(result, machine))
  const text = `${lines.join('\n')}\n`
  writeFileSync(reportFile, text)
  return reportFile
}

function section(result: StoredResult, latest: Machine): string[] {
  const sameMachine = machineSummary(result.machine) === machineSummary(latest)
  const lines = [
    `## ${result.title} (\`${result.name}\`)`,
    '',
    `Measured ${readableDate(result.machine.date)} ${sameMachine ? 'on the machine above' : `on ${machineSummary(result.machine)}`}.`,
    '',
    ...tablesOf(result.rows).flatMap(({ name, grid }, index) => [
      ...(index > 0 ? [''] : []),
      ...(name ? [`**${name}**`, ''] : []),
      ...markdownTable(grid),
    ]),
  ]
  if (!result.rows.some((row) => row.target)) lines.push('', 'No target is set for this benchmark.')
  lines.push('', `**How it is measured.** ${result.method}`)
  if (result.notes.length > 0) lines.push('', ...result.notes.map((note) => `- ${note}`))
  return lines
}

/** The rows split into their tables (Row.table), each as a grid. */
export function tablesOf(rows: readonly Row[]): { name: string | undefined; grid: string[][] }[] {
  const groups: { name: string | undefined; rows: Row[] }[] = []
  for (const row of rows) {
    const last = groups.at(-1)
    if (last && last.name === row.table) last.rows.push(row)
    else groups.push({ name: row.table, rows: [row] })
  }
  return groups.map(({ name, rows: grouped }) => ({ name, grid: tableOf(grouped) }))
}

/** The rows as a grid: what, each figure in order of first appearance, then target and met when any row has one. */
export function tableOf(rows: readonly Row[]): string[][] {
  const figureNames = [...new Set(rows.flatMap((row) => row.figures.map((figure) => figure.name)))]
  const withTarget = rows.some((row) => row.target)
  const header = ['what', ...figureNames, ...(withTarget ? ['target', 'met'] : [])]
  const body = rows.map((row) => {
    const cells = figureNames.map((name) => {
      const figure = row.figures.find((candidate) => candidate.name === name)
      return figure ? `${formatNumber(figure.value)} ${figure.unit}`.trim() : '–'
    })
    const target = withTarget ? [row.target ?? '–', row.met === undefined ? '–' : row.met ? 'yes' : 'no'] : []
    return [row.what, ...cells, ...target]
  })
  return [header, ...body]
}

function markdownTable([header, ...body]: string[][]): string[] {
  if (!header) return []
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...body.map(line)]
}

/** A grid as aligned text for the terminal. */
export function textTable(grid: string[][]): string {
  const widths = grid[0]?.map((_, column) => Math.max(...grid.map((row) => (row[column] ?? '').length))) ?? []
  return grid.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n')
}

function formatNumber(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en-US')
  const digits = Math.abs(value) < 10 ? 2 : Math.abs(value) < 100 ? 1 : 0
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

/** 2026-05-04T12:34:56.789Z as 2026-05-04 12:34 UTC. */
function readableDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
}
