import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { NPM_START_ENV, NPM_START_FLAGS } from './support/shop-server'

// The server runs the same way wherever it runs: `npm start`, the systemd unit of docs/deploy.md and the
// benchmarks' shop process, with Node's flags (decision 045) and React's production build (decision 067).
const root = join(import.meta.dirname, '..')
const SERVER = '--import tsx src/server/main.ts'

const npmStart = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
const unit = readFileSync(join(root, 'deploy/packstroom@.service'), 'utf8')

describe('the server’s start command', () => {
  test('npm start runs the server with the benchmarks’ flags and environment', () => {
    const env = Object.entries(NPM_START_ENV).map(([name, value]) => `${name}=${value}`)
    expect(npmStart).toContain(`&& ${[...env, 'node', ...NPM_START_FLAGS, SERVER].join(' ')}`)
  })

  test('the systemd unit runs it the same way', () => {
    expect(unit).toContain(`ExecStart=/usr/bin/node ${[...NPM_START_FLAGS, SERVER].join(' ')}\n`)
    for (const [name, value] of Object.entries(NPM_START_ENV)) expect(unit).toMatch(new RegExp(`^Environment=${name}=${value}$`, 'm'))
  })
})
