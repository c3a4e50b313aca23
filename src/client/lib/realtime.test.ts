import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { RECONNECT_DELAY_MS, RealtimeClient } from './realtime'

/** Just enough of the browser's WebSocket: what was sent, and open/close driven by the test. */
class FakeSocket {
  static readonly OPEN = 1
  static created: FakeSocket[] = []
  readyState = 0
  readonly sent: unknown[] = []
  private readonly listeners = new Map<string, ((event: unknown) => void)[]>()
  constructor(readonly url: string) {
    FakeSocket.created.push(this)
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  open() {
    this.readyState = FakeSocket.OPEN
    this.emit('open')
  }
  close(code = 1005) {
    this.readyState = 3
    this.emit('close', { code })
  }
  private emit(type: string, event: object = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }
}

beforeEach(() => {
  FakeSocket.created = []
  vi.stubGlobal('WebSocket', FakeSocket)
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

test('reconnect() opens one new socket at once, subscribed to the same channels, and the old one brings no second', () => {
  const client = new RealtimeClient(() => 'ws://shop.test/ws')
  client.connect()
  FakeSocket.created[0]?.open()
  client.subscribe('orders', () => {})
  expect(FakeSocket.created[0]?.sent).toEqual([{ type: 'subscribe', channel: 'orders' }])

  client.reconnect()
  expect(FakeSocket.created).toHaveLength(2)
  FakeSocket.created[1]?.open()
  expect(FakeSocket.created[1]?.sent).toEqual([{ type: 'subscribe', channel: 'orders' }])

  // The replaced socket's close must not schedule a reconnect of its own.
  vi.advanceTimersByTime(RECONNECT_DELAY_MS * 3)
  expect(FakeSocket.created).toHaveLength(2)
})

test('an unexpected close still reconnects after one second', () => {
  const client = new RealtimeClient(() => 'ws://shop.test/ws')
  client.connect()
  FakeSocket.created[0]?.open()
  FakeSocket.created[0]?.close()
  vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1)
  expect(FakeSocket.created).toHaveLength(1)
  vi.advanceTimersByTime(1)
  expect(FakeSocket.created).toHaveLength(2)
})

test('a socket the server drops as too slow (1013) comes back subscribed and tells the page to refetch', () => {
  const client = new RealtimeClient(() => 'ws://shop.test/ws')
  const resyncs = vi.fn()
  client.onResync(resyncs)
  client.connect()
  FakeSocket.created[0]?.open()
  client.subscribe('stock', () => {})
  expect(resyncs).not.toHaveBeenCalled()

  // Whatever the code of the close, the client reconnects after a second and catches up.
  FakeSocket.created[0]?.close(1013)
  vi.advanceTimersByTime(RECONNECT_DELAY_MS)
  FakeSocket.created[1]?.open()
  expect(FakeSocket.created[1]?.sent).toEqual([{ type: 'subscribe', channel: 'stock' }])
  expect(resyncs).toHaveBeenCalledOnce()
})

test("a page sent with its data asks 'since' after its channels' subscriptions, on the first socket only (decision 044)", () => {
  const client = new RealtimeClient(() => 'ws://shop.test/ws')
  client.connect()
  client.subscribe('orders', () => {})
  client.askSince(1_234)
  FakeSocket.created[0]?.open()
  expect(FakeSocket.created[0]?.sent).toEqual([
    { type: 'subscribe', channel: 'orders' },
    { type: 'since', at: 1_234 },
  ])

  // A reconnect resyncs anyway: it asks no 'since'.
  FakeSocket.created[0]?.close()
  vi.advanceTimersByTime(RECONNECT_DELAY_MS)
  FakeSocket.created[1]?.open()
  expect(FakeSocket.created[1]?.sent).toEqual([{ type: 'subscribe', channel: 'orders' }])
})

test("asked once the socket is open, 'since' goes at once, behind the subscriptions already sent", () => {
  const client = new RealtimeClient(() => 'ws://shop.test/ws')
  client.connect()
  FakeSocket.created[0]?.open()
  client.subscribe('live', () => {})
  client.askSince(5_678)
  expect(FakeSocket.created[0]?.sent).toEqual([
    { type: 'subscribe', channel: 'live' },
    { type: 'since', at: 5_678 },
  ])
})
