import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { closeOnInterrupt } from './cleanup'
import { freePort } from './shop-server'

const run = promisify(execFile)
const root = join(import.meta.dirname, '../..')
/** The configuration docs/deploy.md documents: the benchmark runs it, not a copy. */
export const HAPROXY_CONFIG = join(root, 'deploy/haproxy.cfg')
const HAPROXY = '/usr/sbin/haproxy'
/** haproxy.cfg's backend of shop instances. */
const BACKEND = 'shop'

export type ServerState = { name: string; status: string; sessionsTotal: number }

export type Proxy = {
  /** https://127.0.0.1:<port>, with a self-signed certificate for 127.0.0.1. */
  baseUrl: string
  /** One line of HAProxy's runtime API, e.g. `show info`, sent to every process. */
  command: (line: string) => Promise<void>
  /** An instance's state in every process: `drain`, `maint` or `ready`. */
  setState: (server: string, state: 'drain' | 'maint' | 'ready') => Promise<void>
  /** The shop backend's servers as each HAProxy process sees them. */
  servers: () => Promise<ServerState[][]>
  /** The HAProxy processes' ids, for their CPU time. */
  pids: number[]
  stop: () => Promise<void>
}

/** Installs Debian's haproxy when it is missing, as the browser tests' CI step does with Chromium. */
export async function ensureHaproxy(log: (line: string) => void): Promise<void> {
  if (existsSync(HAPROXY)) return
  log('installing Debian’s haproxy (apt-get)')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const apt = (args: string[]) => (process.getuid?.() === 0 ? run('apt-get', args, { env }) : run('sudo', ['apt-get', ...args], { env }))
  await apt(['update', '-qq'])
  await apt(['install', '-y', '-qq', 'haproxy'])
}

/**
 * HAProxy with deploy/haproxy.cfg in front of `shops` (host:port each, in the order of shop1…shopN),
 * on free ports of 127.0.0.1, with a fresh self-signed certificate. `processes` HAProxy processes run
 * the same file on the same ports (Linux spreads the connections over them: SO_REUSEPORT, HAProxy's
 * default), each with `maxconn` and a runtime socket of its own: a machine whose open-files limit is
 * lower than one process would need for every viewer still carries them all.
 */
export async function startProxy(shops: string[], options: { processes: number; maxconn: number }): Promise<Proxy> {
  const dir = await mkdtemp(join(tmpdir(), 'packstroom-bench-proxy-'))
  const pem = join(dir, 'shop.pem')
  await run('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
  ])
  await writeFile(pem, (await readFile(join(dir, 'cert.pem'), 'utf8')) + (await readFile(join(dir, 'key.pem'), 'utf8')))
  const httpsPort = await freePort()
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    PACKSTROOM_MAXCONN: String(options.maxconn),
    PACKSTROOM_HTTP_BIND: `127.0.0.1:${await freePort()}`,
    PACKSTROOM_HTTPS_BIND: `127.0.0.1:${httpsPort}`,
    PACKSTROOM_TLS_CERT: pem,
  }
  shops.forEach((address, index) => (env[`PACKSTROOM_SHOP${index + 1}`] = address))
  const sockets = Array.from({ length: options.processes }, (_, index) => join(dir, `admin-${index + 1}.sock`))
  let errors = ''
  const children = sockets.map((socket) => {
    const child = spawn(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], { env: { ...env, PACKSTROOM_HAPROXY_SOCKET: socket }, stdio: ['ignore', 'ignore', 'pipe'] })
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4_000)))
    return { child, exited: new Promise<void>((resolve) => child.once('exit', () => resolve())) }
  })
  const stop = closeOnInterrupt(async () => {
    for (const { child, exited } of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    }
    await rm(dir, { recursive: true, force: true })
  })
  const command = async (line: string) => {
    await Promise.all(sockets.map((socket) => runtimeCommand(socket, line)))
  }
  const servers = () => Promise.all(sockets.map(async (socket) => parseStat(await runtimeCommand(socket, 'show stat'))))
  try {
    const deadline = Date.now() + 20_000
    for (;;) {
      if (children.some(({ child }) => child.exitCode !== null)) throw new Error(`haproxy ended: ${errors}`)
      const ready = sockets.every((socket) => existsSync(socket))
      const up = ready ? Math.min(...(await servers()).map((list) => list.filter((server) => server.status === 'UP').length)) : 0
      if (up === shops.length) break
      if (Date.now() > deadline) throw new Error(`haproxy: ${up} of ${shops.length} shops up after 20 s; ${errors}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  } catch (error) {
    await stop()
    throw error
  }
  const setState = async (server: string, state: 'drain' | 'maint' | 'ready') => {
    await command(`set server ${BACKEND}/${server} state ${state}`)
  }
  return { baseUrl: `https://127.0.0.1:${httpsPort}`, command, setState, servers, pids: children.map(({ child }) => child.pid as number), stop }
}

function runtimeCommand(socketPath: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath)
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
    socket.end(`${line}\n`)
  })
}

/** `show stat` is CSV with a '# ' header; the shop backend's server rows. */
function parseStat(csv: string): ServerState[] {
  const [header, ...lines] = csv.trim().split('\n')
  const columns = (header ?? '').replace(/^# /, '').split(',')
  const at = (name: string) => columns.indexOf(name)
  return lines
    .map((line) => line.split(','))
    .filter((cells) => cells[at('pxname')] === BACKEND && !['FRONTEND', 'BACKEND'].includes(cells[at('svname')] ?? ''))
    .map((cells) => ({
      name: cells[at('svname')] ?? '',
      status: cells[at('status')] ?? '',
      sessionsTotal: Number(cells[at('stot')] ?? 0),
    }))
}
