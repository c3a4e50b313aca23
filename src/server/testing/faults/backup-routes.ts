import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { configVariableNames } from '#server/config'

const run = promisify(execFile)
const projectRoot = resolve(import.meta.dirname, '../../../..')

export type CommandResult = { code: number; output: string }

/**
 * Runs `npm run db:backup` / `db:restore` as the seller would (the script itself, without npm's
 * banner), with DATA_DIR pointing at the given folder and nothing else configured.
 */
export function runDatabaseScript(script: 'db-backup' | 'db-restore', args: string[], dataDir: string): Promise<CommandResult> {
  const blank = Object.fromEntries(configVariableNames.map((name) => [name, '']))
  return capture(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    ...process.env,
    ...blank,
    DATA_DIR: dataDir,
  })
}

/** The README's PostgreSQL route: pg_dump in the custom format, pg_restore into an empty database. */
export const postgresBackup = {
  dump: (databaseUrl: string, file: string) => capture('pg_dump', ['--format=custom', `--file=${file}`, databaseUrl]),
  restore: (databaseUrl: string, file: string) => capture('pg_restore', ['--no-owner', `--dbname=${databaseUrl}`, file]),
}

async function capture(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: projectRoot, env, timeout: 120_000 })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code?: number | string; stdout?: string; stderr?: string; message: string }
    return { code: typeof failed.code === 'number' ? failed.code : -1, output: `${failed.stdout ?? ''}${failed.stderr ?? failed.message}` }
  }
}
