import { desc, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { adminSessions } from '#server/db/schema'
import { hashAccessCode } from '#server/platform/access-code'
import { replaceAccessCode } from '#server/platform/admin-access'
import { ADMIN_TEST_CODE, loginAsAdmin, type TestSocket } from '#server/testing/test-app'
import { useSockets, useTestShop } from '#server/testing/use-test-shop'
import { notifySessionsEnded } from './session-events'

/**
 * Decision 016: an admin socket follows its session. Logout, a new login over
 * the old cookie, expiry and a new access code take the admin channel from open sockets at once, and
 * a socket whose session ended cannot subscribe again. (Across instances: two-instances.pg.test.ts.)
 */
const { shop } = useTestShop()
const sockets = useSockets(shop)

const ordersChanged: RealtimeEvent = { channel: 'admin', type: 'orders_changed' }
let markers = 0

/** A socket opened with this session cookie, subscribed to the admin channel and to a public one. */
async function adminSocket(cookie: string): Promise<TestSocket> {
  const socket = await sockets.open({ cookie })
  socket.send({ type: 'subscribe', channel: 'admin' })
  expect(await socket.next()).toEqual({ type: 'subscribed', channel: 'admin' })
  socket.send({ type: 'subscribe', channel: 'collections' })
  expect(await socket.next()).toEqual({ type: 'subscribed', channel: 'collections' })
  return socket
}

/**
 * Publishes an admin event and then a public marker. Events arrive in order, so a socket whose next
 * message is the marker did not get the admin event; one that still has the admin channel gets both.
 */
async function publishAdminEventThenMarker(): Promise<RealtimeEvent> {
  const marker: RealtimeEvent = { channel: 'collections', type: 'collection_deleted', collectionId: 1000 + markers++ }
  await shop.app.realtime.publish(ordersChanged)
  await shop.app.realtime.publish(marker)
  return marker
}

const logout = (cookie: string) => shop.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })

/** The session row of the latest login. */
async function newestSessionId(): Promise<number> {
  const [row] = await shop.database.db.select({ id: adminSessions.id }).from(adminSessions).orderBy(desc(adminSessions.id)).limit(1)
  if (!row) throw new Error('no admin session')
  return row.id
}

const adminChannelTaken = { type: 'unsubscribed', channel: 'admin' }

test('logout takes the admin channel from the open socket at once; its public channels and other sessions stay', async () => {
  const cookie = await loginAsAdmin(shop.app)
  const socket = await adminSocket(cookie)
  const otherSession = await adminSocket(await loginAsAdmin(shop.app))

  expect((await logout(cookie)).statusCode).toBe(200)
  expect(await socket.next()).toEqual(adminChannelTaken)

  const marker = await publishAdminEventThenMarker()
  expect(await socket.next()).toEqual(marker)
  expect(await otherSession.next()).toEqual(ordersChanged)
  expect(await otherSession.next()).toEqual(marker)
})

test('after logout the socket may not subscribe to the admin channel again', async () => {
  const cookie = await loginAsAdmin(shop.app)
  const socket = await adminSocket(cookie)
  await logout(cookie)
  expect(await socket.next()).toEqual(adminChannelTaken)

  socket.send({ type: 'subscribe', channel: 'admin' })
  expect(await socket.next()).toEqual({ type: 'error', message: messages.realtimeAdminOnly })
  const marker = await publishAdminEventThenMarker()
  expect(await socket.next()).toEqual(marker)
})

test("logging in again over the old cookie ends the old session, and with it the admin channel of that session's sockets", async () => {
  const cookie = await loginAsAdmin(shop.app)
  const socket = await adminSocket(cookie)
  const again = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { accessCode: ADMIN_TEST_CODE }, headers: { cookie } })
  expect(again.statusCode).toBe(200)
  expect(await socket.next()).toEqual(adminChannelTaken)
})

test('a session past its absolute end (7 days after login) gets no admin event: checked at delivery', async () => {
  const cookie = await loginAsAdmin(shop.app)
  const sessionId = await newestSessionId()
  // Ends a few seconds from now: long enough to subscribe on a busy machine, then it is over.
  const expiresAt = new Date(Date.now() + 5_000)
  await shop.database.db.update(adminSessions).set({ expiresAt }).where(eq(adminSessions.id, sessionId))
  const socket = await adminSocket(cookie)
  await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 100))

  const marker = await publishAdminEventThenMarker()
  expect(await socket.next()).toEqual(adminChannelTaken)
  expect(await socket.next()).toEqual(marker)
})

test('a session idle for over 12 hours loses its admin channel at the next check (every minute); a live one keeps it', async () => {
  const idleCookie = await loginAsAdmin(shop.app)
  const idleSessionId = await newestSessionId()
  const idle = await adminSocket(idleCookie)
  const live = await adminSocket(await loginAsAdmin(shop.app))
  await shop.database.db
    .update(adminSessions)
    .set({ lastSeenAt: new Date(Date.now() - 13 * 60 * 60 * 1000) })
    .where(eq(adminSessions.id, idleSessionId))

  await shop.app.realtime.checkAdminSessions()
  expect(await idle.next()).toEqual(adminChannelTaken)
  const marker = await publishAdminEventThenMarker()
  expect(await idle.next()).toEqual(marker)
  expect(await live.next()).toEqual(ordersChanged)
  expect(await live.next()).toEqual(marker)
})

/**
 * Stores a new access code and ends every session, the part of admin:set-code (the auth module's
 * setAdminAccessCode) that reaches the sockets; answers the ids of the sessions ended.
 */
async function storeAccessCode(code: string): Promise<number[]> {
  const hash = await hashAccessCode(code, shop.config.accessCodeCost)
  return shop.database.db.transaction((tx) => replaceAccessCode(tx, hash))
}

test('a new access code (what admin:set-code does and announces) takes the admin channel from every open socket', async () => {
  const first = await adminSocket(await loginAsAdmin(shop.app))
  const second = await adminSocket(await loginAsAdmin(shop.app))
  try {
    const endedSessionIds = await storeAccessCode('another-code-2026')
    await notifySessionsEnded(shop.database.db, endedSessionIds)
    expect(await first.next()).toEqual(adminChannelTaken)
    expect(await second.next()).toEqual(adminChannelTaken)
    const marker = await publishAdminEventThenMarker()
    expect(await first.next()).toEqual(marker)
  } finally {
    await storeAccessCode(ADMIN_TEST_CODE)
  }
})
