import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { closeOnInterrupt } from './cleanup'

const root = join(import.meta.dirname, '../..')

/**
 * The production build of the client, made fresh into a temporary folder of its own (never dist/,
 * which `npm start` may be serving). `remove` deletes the folder. Built in a process of its own, as
 * `npm start` builds it (scripts/build-if-needed.mjs): in the benchmark's process the shop's e-mail
 * templates have loaded React already, and the prerender step would mix that copy with the one
 * Vite's production build loads.
 */
export async function buildClient(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'packstroom-bench-client-'))
  const remove = closeOnInterrupt(() => rm(dir, { recursive: true, force: true }))
  try {
    await promisify(execFile)(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', dir, '--emptyOutDir'],
      { cwd: root },
    )
  } catch (error) {
    await remove()
    throw error
  }
  return { dir, remove }
}
