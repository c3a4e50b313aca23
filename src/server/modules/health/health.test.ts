import { afterEach, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { buildTestApp, type TestApp } from '#server/testing/test-app'

let testApp: TestApp | undefined

afterEach(async () => {
  await testApp?.close()
  testApp = undefined
})

test('GET /api/health answers 200 {status: "ok"} while the database answers', async () => {
  testApp = await buildTestApp()
  const response = await testApp.app.inject({ method: 'GET', url: '/api/health' })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({ status: 'ok' })
  expect(response.headers['cache-control']).toBe('no-store')
})

test('GET /api/health answers 503 with a JSON message once the database is gone', async () => {
  const { app, database, close } = await buildTestApp()
  try {
    await app.ready()
    await database.close()

    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(503)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toMatchObject({ message: messages.databaseUnavailable })
  } finally {
    // Whether the app then closes cleanly is the next test's question, not this one's.
    await close().catch(() => {})
  }
})

test('the app still shuts down without an error after its database went away', async () => {
  const { app, database, close } = await buildTestApp()
  try {
    await app.ready()
    await database.close()

    await expect(app.close()).resolves.toBeUndefined()
  } finally {
    await close().catch(() => {})
  }
})
