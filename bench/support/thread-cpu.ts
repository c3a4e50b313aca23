import { readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'

/** Linux's clock ticks per second (USER_HZ), the unit of the CPU times in /proc: 100 on x86-64 and arm64. */
const TICKS_PER_SECOND = 100

/**
 * The CPU time (user and system) a process's main thread has used so far, in milliseconds: the thread
 * that runs its event loop, without worker threads, libuv's pool or the garbage collector's helpers.
 * Read from /proc (Linux), in steps of 10 ms.
 */
export async function mainThreadCpuMs(pid: number): Promise<number> {
  return cpuMsOf(await readFile(`/proc/${pid}/task/${pid}/stat`, 'utf8'))
}

/** The CPU time (user and system) of every thread of a process so far, in milliseconds; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    return cpuMsOf(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return 0
  }
}

/** The CPU time every PostgreSQL process of the machine has used so far, by pid (a backend gone is not counted). */
export function postgresCpuMs(): Map<number, number> {
  const used = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres') used.set(Number(entry), cpuMsOf(stat))
    } catch {
      // A process that ended while the folder was read.
    }
  }
  return used
}

/** What PostgreSQL's processes used between two postgresCpuMs() readings; a backend started in between counts whole. */
export function postgresCpuMsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0)
  return sum
}

function cpuMsOf(stat: string): number {
  // The fields after the command name, which is in parentheses and may itself hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}
