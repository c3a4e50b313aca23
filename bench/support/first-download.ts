import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Manifest } from 'vite'
import { buildProductionClient, type ProductionClient } from '../../scripts/production-client'

/** One file of the storefront's first download, as the production build wrote it. */
export type DownloadedFile = {
  file: string
  kind: 'js' | 'css'
  /** Gzipped with Node's default zlib level, as a compressing server or CDN would send it. */
  gzipBytes: number
  /** The source modules bundled into it (JavaScript only), relative to the project folder. */
  moduleIds: string[]
}

export type FirstDownload = { files: DownloadedFile[]; jsGzipBytes: number; cssGzipBytes: number }

/** Builds the production client into a temporary folder and measures its first download (firstDownloadOf). */
export async function measureFirstDownload(): Promise<FirstDownload> {
  const dir = await mkdtemp(join(tmpdir(), 'packstroom-first-download-'))
  try {
    return await firstDownloadOf(await buildProductionClient(dir))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * Lists what the first page load of the storefront downloads from a production build: index.html's
 * entry script and stylesheet, and every chunk they import statically (Vite writes those as
 * modulepreload links). Lazily imported chunks are left out: they load when a page or a dialog that
 * needs them opens.
 */
export async function firstDownloadOf(client: ProductionClient): Promise<FirstDownload> {
  const { outDir } = client
  const chunks = JSON.parse(await readFile(client.chunkModulesFile, 'utf8')) as Record<string, string[]>
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'))
  if (!entryKey) throw new Error('the build has no index.html entry')

  const keys = new Set<string>()
  const visit = (key: string) => {
    if (keys.has(key)) return
    keys.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  visit(entryKey)

  const files: DownloadedFile[] = []
  const cssFiles = new Set<string>()
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk) continue
    files.push({
      file: chunk.file,
      kind: 'js',
      gzipBytes: await gzipSize(join(outDir, chunk.file)),
      moduleIds: chunks[chunk.file] ?? [],
    })
    for (const css of chunk.css ?? []) cssFiles.add(css)
  }
  for (const css of cssFiles) {
    files.push({ file: css, kind: 'css', gzipBytes: await gzipSize(join(outDir, css)), moduleIds: [] })
  }
  const total = (kind: DownloadedFile['kind']) =>
    files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipBytes, 0)
  return { files, jsGzipBytes: total('js'), cssGzipBytes: total('css') }
}

/** Source modules of a first-download file that belong to the admin, the overlays or the OBS pages. */
export function misplacedModules(file: DownloadedFile): string[] {
  return file.moduleIds.filter((id) =>
    /src\/client\/(features\/(admin-[^/]+|order-alerts|stream-overlays)\/|app\/routes\/(admin-|obs-)|components\/overlay\/)/.test(id),
  )
}

async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(file)).length
}
