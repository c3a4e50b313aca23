import { fork } from 'node:child_process'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { notEnoughStock } from '#shared/contracts/messages'
import { closeOnInterrupt } from './cleanup'

/**
 * The bare Fastify hello-world (`GET /` answering `{"hello":"world"}`, no logger) that
 * catalogue-reads compares the shop with. The cluster's drop points its buyers at three of them behind
 * the proxy: `GET /api/health` answers as a shop's does, and `POST /api/payments` reads its JSON body
 * and answers 409 with a sold-out message at once. `startHelloWorld` listens in this process;
 * `startHelloWorldProcess` runs this file in a Node process of its own, so that it has an event loop
 * and a garbage collector to itself, as a shop started by `npm start` has. `GET /same-answer`
 * sends an answer the shop gave (setAnswers): its status, its bytes and every header the shop sent
 * with them, security headers and ETag included, for catalogue-reads' bound of what that answer costs
 * Node and the kernel by themselves (decision 065).
 */
const SOLD_OUT = notEnoughStock('Booster Box – Cluster drop', 0)

/**
 * An answer as the shop sent it to a client asking with this Accept-Encoding header ('' for none):
 * `headers` holds every header but those Node writes for any answer (SENT_BY_NODE).
 */
export type RecordedAnswer = { acceptEncoding: string; status: number; headers: Record<string, string>; body: Buffer }

/** Headers Node's HTTP server writes itself, for the bare server as for the shop. */
export const SENT_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])

export type HelloWorld = {
  url: string
  pid: number
  /** What GET /same-answer sends from now on, by the request's Accept-Encoding header. */
  setAnswers: (answers: RecordedAnswer[]) => Promise<void>
  close: () => Promise<void>
}

export async function startHelloWorld(): Promise<HelloWorld> {
  const app = Fastify()
  const answers = new Map<string, RecordedAnswer>()
  app.get('/', async () => ({ hello: 'world' }))
  app.get('/same-answer', (request, reply) => {
    const answer = answers.get(request.headers['accept-encoding'] ?? '')
    if (!answer) return reply.code(404).send()
    return reply.code(answer.status).headers(answer.headers).send(answer.body)
  })
  app.get('/api/health', async () => ({ status: 'ok' }))
  app.post('/api/payments', async (_request, reply) => reply.code(409).send({ success: false, message: SOLD_OUT }))
  const close = closeOnInterrupt(() => app.close())
  try {
    // The listen backlog the shop has (src/server/main.ts), so a drop's burst of connections meets both alike.
    await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 })
  } catch (error) {
    await close()
    throw error
  }
  const { port } = app.server.address() as AddressInfo
  const setAnswers = async (recorded: RecordedAnswer[]) => {
    answers.clear()
    for (const answer of recorded) answers.set(answer.acceptEncoding, answer)
  }
  return { url: `http://127.0.0.1:${port}/`, pid: process.pid, setAnswers, close }
}

type Report = { type: 'listening'; url: string } | { type: 'answers-set' } | { type: 'failed'; message: string }
type Command = { type: 'set-answers'; answers: (Omit<RecordedAnswer, 'body'> & { body: string })[] }

export async function startHelloWorldProcess(): Promise<HelloWorld> {
  // The benchmark runs under `node --import tsx`; the child inherits that through execArgv.
  const child = fork(import.meta.filename, { env: { ...process.env, BENCH_HELLO_WORLD_CHILD: '1' }, stdio: 'inherit' })
  const exited = once(child, 'exit')
  const close = closeOnInterrupt(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.disconnect()
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
  })
  try {
    const report = await new Promise<Report>((resolve, reject) => {
      child.once('message', (message: Report) => resolve(message))
      void exited.then(() => reject(new Error('the hello-world process ended before it listened')))
    })
    if (report.type === 'failed') throw new Error(`hello-world process: ${report.message}`)
    if (report.type !== 'listening') throw new Error(`hello-world process: ${report.type} before it listened`)
    const setAnswers = async (answers: RecordedAnswer[]) => {
      const set = once(child, 'message')
      const command: Command = { type: 'set-answers', answers: answers.map((answer) => ({ ...answer, body: answer.body.toString('base64') })) }
      child.send(command)
      await set
    }
    return { url: report.url, pid: child.pid as number, setAnswers, close }
  } catch (error) {
    await close()
    throw error
  }
}

async function runChild(): Promise<void> {
  const report = (message: Report) => process.send?.(message)
  try {
    const server = await startHelloWorld()
    // The parent ends it by disconnecting (or by ending itself).
    process.once('disconnect', () => void server.close().finally(() => process.exit(0)))
    process.on('message', (command: Command) => {
      const answers = command.answers.map((answer) => ({ ...answer, body: Buffer.from(answer.body, 'base64') }))
      void server.setAnswers(answers).then(() => report({ type: 'answers-set' }))
    })
    report({ type: 'listening', url: server.url })
  } catch (error) {
    report({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
    process.exit(1)
  }
}

if (process.env.BENCH_HELLO_WORLD_CHILD && process.send) await runChild()
