import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './shop-process'

const run = promisify(execFile)

/** Debian's PostgreSQL server programs (package postgresql): the newest version installed. */
export function findPostgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  return versions
    .map((version) => join(root, version, 'bin'))
    .find((bin) => ['initdb', 'pg_ctl', 'postgres'].every((program) => existsSync(join(bin, program))))
}

/**
 * A PostgreSQL server of this test's own, in a temp folder on a free port, which the test may stop
 * and start at will. Never the machine's shared server: other tests run on that one.
 */
export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string
  /** Stops the server as `systemctl stop` does (fast: running transactions are rolled back). */
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops it if running and deletes its folder. */
  remove(): Promise<void>
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'packstroom-pg-'))
  const dataDir = join(dir, 'data')
  const port = await freePort()
  // initdb refuses to run as root; as root, run the server programs as the postgres user.
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: group } = await run('id', ['-g', 'postgres'])
    await chown(dir, Number(stdout.trim()), Number(group.trim()))
  }
  const pg = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : run(join(bin, program), args)
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-t', '60', ...args])
  let running = false

  try {
    await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'])
    await ctl('-o', options, 'start')
    running = true
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw new Error(`could not start a private PostgreSQL with ${bin}: ${(error as Error).message}`)
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await ctl('-m', 'fast', 'stop')
      running = false
    },
    async start() {
      await ctl('-o', options, 'start')
      running = true
    },
    async remove() {
      if (running) await ctl('-m', 'immediate', 'stop').catch(() => {})
      await rm(dir, { recursive: true, force: true })
    },
  }
}
