// Builds the client when dist/client is missing or older than its sources, so `npm start` on a
// fresh clone serves the shop without a separate build step.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const builtIndex = join(root, 'dist/client/index.html')
const sources = ['src/client', 'src/shared', 'public', 'vite.config.ts', 'package-lock.json'].map((p) => join(root, p))

function newestChange(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log('Building the shop pages (first start or changed sources)…')
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
}
