import { readFile } from 'node:fs/promises'

/** Linux's clock ticks per second (USER_HZ), the unit of the CPU times in /proc: 100 on x86-64 and arm64. */
const TICKS_PER_SECOND = 100

/**
 * The CPU time (user and system) a process's main thread has used so far, in milliseconds: the thread
 * that runs its event loop, without worker threads, libuv's pool or the garbage collector's helpers.
 * Read from /proc (Linux), in steps of 10 ms.
 */
export async function mainThreadCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/task/${pid}/stat`, 'utf8')
  // The fields after the command name, which is in parentheses and may itself hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}
