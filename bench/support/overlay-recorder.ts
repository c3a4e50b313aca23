import type { Page } from 'playwright-core'

/** One alert of /obs/order-notification as the page saw it; times on the page's wall clock, in ms. */
export type AlertSeen = {
  orderId: number
  text: string
  /** When the alert element was added to the DOM. */
  addedAt: number
  /** The next animation frame after that: the alert is on screen. */
  shownAt: number | undefined
  /** When the alert element was removed again. */
  goneAt: number | undefined
  /** When the order's first order_update with a payment time reached the page's WebSocket. */
  updateAt: number | undefined
}

type Recorder = {
  alerts: AlertSeen[]
  subscribed: string[]
  /** Resolves with check()'s first defined answer, re-asked after every change; rejects after timeoutMs. */
  until: <T>(check: () => T | undefined, timeoutMs: number) => Promise<T>
}

type RecorderWindow = { packstroomBench: Recorder }

/**
 * Runs in the page before the shop's own scripts (Playwright's addInitScript). It changes nothing
 * the overlay does: it listens to the WebSocket beside the shop's own listener (registered first, so
 * it sees each message as it arrives) and watches the DOM for alert elements. Self-contained: it is
 * sent to the page as source text.
 */
function installOverlayRecorder(): void {
  const now = () => performance.timeOrigin + performance.now()
  const alerts: AlertSeen[] = []
  const subscribed: string[] = []
  const updates = new Map<number, number>()
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach((listener) => listener())

  const NativeWebSocket = window.WebSocket
  window.WebSocket = class extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols)
      this.addEventListener('message', (event: MessageEvent) => {
        const at = now()
        if (typeof event.data !== 'string') return
        if (event.data.includes('"subscribed"')) subscribed.push((JSON.parse(event.data) as { channel: string }).channel)
        if (event.data.includes('"order_update"')) {
          const { order } = JSON.parse(event.data) as { order?: { id: number; paidAt: string | null } }
          if (order?.paidAt && !updates.has(order.id)) updates.set(order.id, at)
        }
        changed()
      })
    }
  }

  new MutationObserver((mutations) => {
    const at = now()
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLElement) || !node.matches('[data-order-alert]')) continue
        const orderId = Number(node.dataset.orderId)
        const seen: AlertSeen = {
          orderId,
          text: node.textContent ?? '',
          addedAt: at,
          shownAt: undefined,
          goneAt: undefined,
          updateAt: updates.get(orderId),
        }
        alerts.push(seen)
        requestAnimationFrame(() => {
          seen.shownAt = now()
          changed()
        })
      }
      for (const node of mutation.removedNodes) {
        if (!(node instanceof HTMLElement) || !node.matches('[data-order-alert]')) continue
        const seen = alerts.findLast((alert) => alert.orderId === Number(node.dataset.orderId))
        if (seen) seen.goneAt = at
      }
    }
    changed()
  }).observe(document, { childList: true, subtree: true })

  const until: Recorder['until'] = (check, timeoutMs) =>
    new Promise((resolve, reject) => {
      const listener = () => {
        const answer = check()
        if (answer === undefined) return
        listeners.delete(listener)
        clearTimeout(timer)
        resolve(answer)
      }
      const timer = setTimeout(() => {
        listeners.delete(listener)
        reject(new Error(`nothing after ${timeoutMs} ms`))
      }, timeoutMs)
      listeners.add(listener)
      listener()
    })

  ;(window as unknown as RecorderWindow).packstroomBench = { alerts, subscribed, until }
}

/**
 * The recorder as an init script. tsx compiles with esbuild's keepNames, which wraps named functions
 * in a `__name(fn, 'name')` helper that exists only in Node: the page gets a stand-in that returns
 * the function unchanged, also for the functions this file evaluates in the page below.
 */
export const overlayRecorderScript = `globalThis.__name ??= (target) => target;\n(${installOverlayRecorder.toString()})()`

/** Waits in the page (no polling from here) until the overlay's socket is subscribed to the orders channel. */
export function ordersSubscribed(page: Page, timeoutMs: number): Promise<true> {
  return page.evaluate(
    (timeout) => {
      const bench = (window as unknown as RecorderWindow).packstroomBench
      return bench.until(() => (bench.subscribed.includes('orders') ? true : undefined), timeout)
    },
    timeoutMs,
  )
}

/** The alert whose text names the buyer, once it is on screen. */
export function alertShown(page: Page, username: string, timeoutMs: number): Promise<AlertSeen> {
  return page.evaluate(
    ({ name, timeout }) => {
      const bench = (window as unknown as RecorderWindow).packstroomBench
      return bench.until(() => bench.alerts.find((alert) => alert.text.includes(name) && alert.shownAt !== undefined), timeout)
    },
    { name: username, timeout: timeoutMs },
  )
}

/** Resolves once that order's alert has left the screen. */
export function alertGone(page: Page, orderId: number, timeoutMs: number): Promise<true> {
  return page.evaluate(
    ({ id, timeout }) => {
      const bench = (window as unknown as RecorderWindow).packstroomBench
      return bench.until(() => (bench.alerts.some((alert) => alert.orderId === id && alert.goneAt !== undefined) ? true : undefined), timeout)
    },
    { id: orderId, timeout: timeoutMs },
  )
}
