import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build, type Rolldown } from 'vite'

const root = join(import.meta.dirname, '..')

/** A production build of the client, as `npm run build` writes it, with what went into each chunk. */
export type ProductionClient = {
  /** The built client (index.html, assets/, .vite/manifest.json). */
  outDir: string
  /** A JSON file beside outDir: each written chunk's file name with the source modules bundled into it. */
  chunkModulesFile: string
}

/**
 * Builds the production client into `dir`/client. Under Vitest NODE_ENV is 'test', and Vite builds
 * React's development code for any NODE_ENV but production: this builds what the shop ships.
 */
export async function buildProductionClient(dir: string): Promise<ProductionClient> {
  const { outDir, chunkModulesFile } = productionClientIn(dir)
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    const output = await build({
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, manifest: true },
    })
    await writeFile(chunkModulesFile, JSON.stringify(Object.fromEntries(chunkModules(output))))
    return { outDir, chunkModulesFile }
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
}

/** Where buildProductionClient(dir) writes. */
export function productionClientIn(dir: string): ProductionClient {
  return { outDir: join(dir, 'client'), chunkModulesFile: join(dir, 'chunk-modules.json') }
}

/** Each written chunk's file name with the module ids bundled into it, relative to the project folder. */
function chunkModules(output: Awaited<ReturnType<typeof build>>): Map<string, string[]> {
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[]
  const chunks = new Map<string, string[]>()
  for (const { output: files } of outputs) {
    for (const file of files) {
      if (file.type === 'chunk') chunks.set(file.fileName, file.moduleIds.map((id) => id.replace(`${root}/`, '')))
    }
  }
  return chunks
}
