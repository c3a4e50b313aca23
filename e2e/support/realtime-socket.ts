import type { Page } from 'playwright-core'

/**
 * Resolves once the page's next socket is open and the server has taken every subscription the page
 * asked for on it ({ type: 'subscribe' } answered by { type: 'subscribed' }): from then on the page
 * hears its channels' events. Fails when that has not happened within `timeoutMs`. Call before the
 * page opens the socket (before it loads, or before the server it was connected to goes away).
 */
export function nextSocketSubscribed(page: Page, timeoutMs = 10_000): Promise<void> {
  const typeOf = (payload: string | Buffer) => {
    try {
      return (JSON.parse(String(payload)) as { type?: string }).type
    } catch {
      return undefined
    }
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the page opened no socket that subscribed within ${timeoutMs} ms`)), timeoutMs)
    page.once('websocket', (socket) => {
      let asked = 0
      let taken = 0
      socket.on('framesent', ({ payload }) => {
        if (typeOf(payload) === 'subscribe') asked += 1
      })
      socket.on('framereceived', ({ payload }) => {
        if (typeOf(payload) === 'subscribed' && ++taken === asked) {
          clearTimeout(timer)
          resolve()
        }
      })
    })
  })
}
