import type { HTTPMethods } from 'fastify'
import { beforeAll, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import type { RouteEntry } from '#server/app'
import { adminSessions } from '#server/db/schema'
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionCookie, SessionStore } from '#server/platform/session'
import { addAdminProbe, ADMIN_PROBE_URL } from '#server/testing/test-app'
import { useTestShop } from '#server/testing/use-test-shop'

/**
 * Access (docs/reliability.md): every admin route, taken from the route table, answers 401 with a session that has
 * expired, idle (12 h without a request) or absolute (7 days after login), just as without one.
 */
const { database, shop } = useTestShop()
let adminRoutes: RouteEntry[]

beforeAll(async () => {
  addAdminProbe(shop.app)
  await shop.app.ready()
  adminRoutes = shop.app.routeTable.filter((route) => route.access === 'admin')
})

/** Calls a route with made-up ids and an empty JSON body, as the route-table checks do. */
function call(route: RouteEntry, cookie: string) {
  const url = route.url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x')
  const hasBody = ['POST', 'PATCH', 'PUT'].includes(route.method)
  return shop.app.inject({ method: route.method as HTTPMethods, url, headers: { cookie }, ...(hasBody ? { payload: {} } : {}) })
}

const minutes = (n: number) => n * 60 * 1000

/**
 * A session made as a login makes it, then aged, as if time had passed. It is made by the session
 * store rather than through the login route: one login per route costs a scrypt hash each, and the
 * guard deletes every expired session it sees, so each route needs a session of its own.
 */
async function agedSession(age: { sinceLogin: number; sinceLastRequest: number }): Promise<string> {
  await database.db.delete(adminSessions)
  const now = Date.now()
  const token = await new SessionStore(database.db).create(new Date(now - age.sinceLogin))
  await database.db.update(adminSessions).set({ lastSeenAt: new Date(now - age.sinceLastRequest) })
  return `${sessionCookie(shop.config).name}=${token}`
}

async function expectEveryAdminRouteRefuses(makeCookie: () => Promise<string>) {
  expect(adminRoutes.map((route) => route.url)).toContain(ADMIN_PROBE_URL)
  expect(adminRoutes.length).toBeGreaterThan(20)
  for (const route of adminRoutes) {
    // A new expired session per route: the guard deletes an expired session when it sees one.
    const response = await call(route, await makeCookie())
    expect(response.statusCode, `${route.method} ${route.url}`).toBe(401)
    if (route.method !== 'HEAD') expect(response.json()).toEqual({ message: messages.notAuthenticated })
  }
}

test('every admin route answers 401 with a session idle for 12 hours and a minute', async () => {
  await expectEveryAdminRouteRefuses(() =>
    agedSession({ sinceLogin: SESSION_IDLE_MS + minutes(1), sinceLastRequest: SESSION_IDLE_MS + minutes(1) }),
  )
})

test('every admin route answers 401 with a session used a minute ago but logged in 7 days and a minute ago', async () => {
  await expectEveryAdminRouteRefuses(() =>
    agedSession({ sinceLogin: SESSION_ABSOLUTE_MS + minutes(1), sinceLastRequest: minutes(1) }),
  )
})

test('the same aged sessions just inside both limits still open an admin route, so the 401s come from expiry', async () => {
  const probe = (cookie: string) => shop.app.inject({ method: 'GET', url: ADMIN_PROBE_URL, headers: { cookie } })
  const idleAlmost = await agedSession({ sinceLogin: SESSION_IDLE_MS - minutes(1), sinceLastRequest: SESSION_IDLE_MS - minutes(1) })
  expect((await probe(idleAlmost)).statusCode).toBe(200)
  const oldAlmost = await agedSession({ sinceLogin: SESSION_ABSOLUTE_MS - minutes(1), sinceLastRequest: minutes(1) })
  expect((await probe(oldAlmost)).statusCode).toBe(200)
})

test('an expired session is deleted on the server when it is refused', async () => {
  const cookie = await agedSession({ sinceLogin: SESSION_IDLE_MS + minutes(1), sinceLastRequest: SESSION_IDLE_MS + minutes(1) })
  expect((await shop.app.inject({ method: 'GET', url: ADMIN_PROBE_URL, headers: { cookie } })).statusCode).toBe(401)
  expect(await database.db.$count(adminSessions)).toBe(0)
})
