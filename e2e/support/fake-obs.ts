import { createHash, randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'

/**
 * A fake OBS WebSocket server for the overlay's tests (decision 062): the public obs-websocket protocol
 * v5 (obsproject/obs-websocket, docs/generated/protocol.md) over its JSON subprotocol, as much of it as
 * the overlay uses. Hello (op 0) with an authentication challenge, Identify (op 1) checked as OBS checks
 * it, refused with close code 4009, Identified (op 2), Request (op 6) answered by RequestResponse
 * (op 7) for GetRecordStatus, GetStreamStatus and CreateRecordChapter, and Event (op 5). It keeps every
 * request, can go away mid-live and come back on the same port.
 */
export type ObsRequest = { requestType: string; requestData: Record<string, unknown> | undefined }

export type FakeObs = {
  /** 'ws://127.0.0.1:<port>', what the overlay's link names. */
  url: string
  /** Every request identified clients sent, in order. */
  requests: ObsRequest[]
  /** The chapter names CreateRecordChapter was asked for while recording. */
  chapters: string[]
  /** How many Identify messages were refused for a wrong password. */
  refusedIdentifies: number
  /** How many clients are identified right now. */
  identifiedClients(): number
  startRecording(): void
  startStreaming(): void
  /** OBS closes: every client is dropped and nothing listens on the port until `comeBack`. */
  goAway(): Promise<void>
  comeBack(): Promise<void>
  close(): Promise<void>
}

const PROTOCOL = 'obswebsocket.json'
const AUTHENTICATION_FAILED = 4009
const sha256Base64 = (text: string) => createHash('sha256').update(text).digest('base64')

/** OBS's timecode of an output running for `ms`: 'HH:MM:SS.mmm'. */
function timecodeOf(ms: number): string {
  const pad = (value: number, width = 2) => String(Math.floor(value)).padStart(width, '0')
  return `${pad(ms / 3_600_000)}:${pad((ms / 60_000) % 60)}:${pad((ms / 1000) % 60)}.${pad(ms % 1000, 3)}`
}

export async function startFakeObs({ password }: { password: string }): Promise<FakeObs> {
  const requests: ObsRequest[] = []
  const chapters: string[] = []
  const identified = new Set<WebSocket>()
  let recordingSince: number | undefined
  let streamingSince: number | undefined
  let server: WebSocketServer | undefined
  let port = 0
  const fake = {
    requests,
    chapters,
    refusedIdentifies: 0,
  }

  const outputStatus = (since: number | undefined) => {
    const duration = since === undefined ? 0 : Date.now() - since
    return { outputActive: since !== undefined, outputTimecode: timecodeOf(duration), outputDuration: duration, outputBytes: 0 }
  }

  function answer(requestType: string, requestData: Record<string, unknown> | undefined) {
    switch (requestType) {
      case 'GetRecordStatus':
        return { status: { result: true, code: 100 }, data: { ...outputStatus(recordingSince), outputPaused: false } }
      case 'GetStreamStatus':
        return { status: { result: true, code: 100 }, data: { ...outputStatus(streamingSince), outputReconnecting: false } }
      case 'CreateRecordChapter':
        if (recordingSince === undefined) return { status: { result: false, code: 501, comment: 'Record is not active.' } }
        chapters.push(String(requestData?.chapterName ?? ''))
        return { status: { result: true, code: 100 } }
      default:
        return { status: { result: false, code: 204, comment: 'Your request type is not valid.' } }
    }
  }

  function accept(socket: WebSocket) {
    const challenge = randomBytes(32).toString('base64')
    const salt = randomBytes(32).toString('base64')
    const expected = sha256Base64(sha256Base64(password + salt) + challenge)
    socket.send(JSON.stringify({ op: 0, d: { obsWebSocketVersion: '5.5.2', rpcVersion: 1, authentication: { challenge, salt } } }))
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { op: number; d: Record<string, unknown> }
      if (message.op === 1) {
        if (message.d.authentication !== expected) {
          fake.refusedIdentifies++
          socket.close(AUTHENTICATION_FAILED, 'Authentication failed.')
          return
        }
        identified.add(socket)
        socket.send(JSON.stringify({ op: 2, d: { negotiatedRpcVersion: 1 } }))
        return
      }
      if (message.op === 6 && identified.has(socket)) {
        const { requestType, requestId, requestData } = message.d as { requestType: string; requestId: string; requestData?: Record<string, unknown> }
        requests.push({ requestType, requestData })
        const { status, data } = answer(requestType, requestData) as { status: object; data?: object }
        socket.send(JSON.stringify({ op: 7, d: { requestType, requestId, requestStatus: status, ...(data ? { responseData: data } : {}) } }))
      }
    })
    socket.on('close', () => identified.delete(socket))
  }

  async function listen() {
    const next = new WebSocketServer({ host: '127.0.0.1', port, handleProtocols: (protocols) => (protocols.has(PROTOCOL) ? PROTOCOL : false) })
    await new Promise<void>((resolve, reject) => {
      next.once('listening', resolve)
      next.once('error', reject)
    })
    port = (next.address() as AddressInfo).port
    next.on('connection', accept)
    server = next
  }

  async function shutDown() {
    const current = server
    server = undefined
    if (!current) return
    for (const client of current.clients) client.terminate()
    await new Promise<void>((resolve) => current.close(() => resolve()))
  }

  /** An event to every identified client, as OBS sends when an output changes. */
  const emit = (eventType: string, eventData: object) => {
    for (const socket of identified) socket.send(JSON.stringify({ op: 5, d: { eventType, eventIntent: 64, eventData } }))
  }

  await listen()
  return Object.assign(fake, {
    url: `ws://127.0.0.1:${port}`,
    identifiedClients: () => identified.size,
    startRecording() {
      recordingSince = Date.now()
      emit('RecordStateChanged', { outputActive: true, outputState: 'OBS_WEBSOCKET_OUTPUT_STARTED' })
    },
    startStreaming() {
      streamingSince = Date.now()
      emit('StreamStateChanged', { outputActive: true, outputState: 'OBS_WEBSOCKET_OUTPUT_STARTED' })
    },
    goAway: shutDown,
    comeBack: listen,
    close: shutDown,
  })
}
