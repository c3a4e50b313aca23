import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { closeOnInterrupt } from './cleanup'

const root = join(import.meta.dirname, '../..')

/**
 * The production build of the client, made fresh into a temporary folder of its own (never dist/,
 * which `npm start` may be serving). `remove` deletes the folder.
 */
export async function buildClient(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'packstroom-bench-client-'))
  const remove = closeOnInterrupt(() => rm(dir, { recursive: true, force: true }))
  try {
    await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: dir } })
  } catch (error) {
    await remove()
    throw error
  }
  return { dir, remove }
}
