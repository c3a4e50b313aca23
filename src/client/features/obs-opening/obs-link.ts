import OBSWebSocket, { OBSWebSocketError } from 'obs-websocket-js/json'

/** What the overlay knows of its line to OBS (decision 062). */
export type ObsStatus = 'connecting' | 'connected' | 'away' | 'wrong-password'

/** What OBS said at one moment: each output's timecode, null when that output was off or OBS did not answer. */
export type ObsTimecodes = { recordTimecode: string | null; streamTimecode: string | null; recording: boolean }

/** obs-websocket's close code for a failed authentication (protocol v5, WebSocketCloseCode). */
const AUTHENTICATION_FAILED = 4009
/** After OBS went away (closed, restarted, not yet started), the next try. */
const RETRY_MS = 3_000
/** A request OBS does not answer within this long counts as unanswered: a frozen OBS loses nothing. */
const REQUEST_TIMEOUT_MS = 2_000

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('OBS gaf geen antwoord')), REQUEST_TIMEOUT_MS)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

export type ObsLink = {
  /** The recording's and the stream's timecode now; null when OBS is not connected. */
  readTimecodes(): Promise<ObsTimecodes | null>
  /** Marks a chapter in the recording; false where OBS cannot (not recording, not Hybrid MP4, before OBS 30.2). */
  markChapter(chapterName: string): Promise<boolean>
  stop(): void
}

/**
 * Keeps a line to OBS's WebSocket server through obs-websocket-js: connects, and after OBS went away
 * tries again every few seconds, for as long as the page is open. A wrong password stops the tries:
 * OBS would refuse every one, and the link must be made again with the right one.
 */
export function startObsLink(url: string, password: string, onStatus: (status: ObsStatus) => void): ObsLink {
  const obs = new OBSWebSocket()
  let stopped = false
  let status: ObsStatus = 'connecting'
  let retry: ReturnType<typeof setTimeout> | undefined
  const set = (next: ObsStatus) => {
    status = next
    onStatus(next)
  }
  const wentAway = (error: unknown) => {
    if (stopped || status === 'wrong-password') return
    if (error instanceof OBSWebSocketError && error.code === AUTHENTICATION_FAILED) {
      set('wrong-password')
      return
    }
    set('away')
    clearTimeout(retry)
    retry = setTimeout(connect, RETRY_MS)
  }
  const connect = () => {
    if (stopped) return
    // Subscribed to no events: the overlay only asks.
    obs.connect(url, password || undefined, { eventSubscriptions: 0 }).then(
      () => {
        if (!stopped) set('connected')
      },
      wentAway,
    )
  }
  obs.on('ConnectionClosed', wentAway)
  onStatus(status)
  connect()

  const outputTimecode = async (request: 'GetRecordStatus' | 'GetStreamStatus') => {
    try {
      const answer = await withTimeout(obs.call(request))
      return answer.outputActive ? answer.outputTimecode : null
    } catch {
      return null
    }
  }

  return {
    async readTimecodes() {
      if (status !== 'connected') return null
      const [recordTimecode, streamTimecode] = await Promise.all([outputTimecode('GetRecordStatus'), outputTimecode('GetStreamStatus')])
      return { recordTimecode, streamTimecode, recording: recordTimecode !== null }
    },
    async markChapter(chapterName) {
      if (status !== 'connected') return false
      try {
        await withTimeout(obs.call('CreateRecordChapter', { chapterName }))
        return true
      } catch {
        return false
      }
    },
    stop() {
      stopped = true
      clearTimeout(retry)
      void obs.disconnect()
    },
  }
}
