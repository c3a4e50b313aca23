import { readFileSync } from 'node:fs'
import os from 'node:os'

/** The machine a benchmark ran on, stored with its result and printed at the top of RESULTS.md. */
export type Machine = {
  cpu: string
  cpuCount: number
  memoryGiB: number
  os: string
  node: string
  /** When the run started, ISO 8601 in UTC. */
  date: string
}

export function describeMachine(now = new Date()): Machine {
  const cpus = os.cpus()
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cpuCount: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${distribution() ?? os.type()} (${os.type()} ${os.release()}, ${os.arch()})`,
    node: process.version,
    date: now.toISOString(),
  }
}

/** The Linux distribution's name from /etc/os-release, when there is one. */
function distribution(): string | undefined {
  try {
    return /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1]
  } catch {
    return undefined
  }
}

/** One line, for a section measured in an earlier run than the one at the top of the report. */
export function machineSummary(machine: Machine): string {
  return `${machine.cpu} × ${machine.cpuCount}, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}`
}
