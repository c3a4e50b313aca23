import { deflateSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { MAX_IMAGE_BYTES } from '#shared/contracts/images'
import { messages } from '#shared/contracts/messages'
import { useAdminShop } from '#server/testing/use-test-shop'

const shop = useAdminShop()

/** A real 1 × 1 PNG: what a phone's photo is to the route, in a few bytes. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]) // the CRC is not checked by the route
  }
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const upload = (body: Buffer, contentType: string, cookie?: string) =>
  shop.shop.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: body,
  })

test('a visitor cannot upload: 401 with the Dutch message, and nothing is stored', async () => {
  const response = await upload(tinyPng(), 'image/png')
  expect(response.statusCode).toBe(401)
  expect(response.json()).toEqual({ message: messages.notAuthenticated })
})

test('the admin uploads a PNG; it is served back under /uploads with its type and a year of caching', async () => {
  const png = tinyPng()
  const response = await upload(png, 'image/png', shop.cookie)
  expect(response.statusCode, response.body).toBe(201)
  const { url } = response.json<{ url: string }>()
  expect(url).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/)

  const served = await shop.shop.app.inject({ method: 'GET', url })
  expect(served.statusCode).toBe(200)
  expect(served.headers['content-type']).toBe('image/png')
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(served.headers['x-content-type-options']).toBe('nosniff')
  expect(served.rawPayload.equals(png)).toBe(true)
})

test('the type is what the bytes are, not what the request says: a PNG sent as image/jpeg is served as image/png', async () => {
  const response = await upload(tinyPng(), 'image/jpeg', shop.cookie)
  expect(response.statusCode, response.body).toBe(201)
  const served = await shop.shop.app.inject({ method: 'GET', url: response.json<{ url: string }>().url })
  expect(served.headers['content-type']).toBe('image/png')
})

test.each([
  ['an HTML page sent as a picture', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'],
  ['an SVG (it can carry a script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
  ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'image/gif'],
  ['an empty file', Buffer.alloc(0), 'image/png'],
])('%s is refused with 400 and a Dutch message', async (_what, body, contentType) => {
  const response = await upload(body, contentType, shop.cookie)
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({ message: messages.imageNotAnImage })
})

test('a picture over 5 MB is refused with 413 and a Dutch message', async () => {
  const tooBig = Buffer.concat([tinyPng(), Buffer.alloc(MAX_IMAGE_BYTES)])
  const response = await upload(tooBig, 'image/png', shop.cookie)
  expect(response.statusCode).toBe(413)
  expect(response.json()).toEqual({ message: messages.requestTooLarge })
})

test('an upload from another site is refused by the origin guard, with the admin session', async () => {
  const response = await shop.shop.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { 'content-type': 'image/png', cookie: shop.cookie, origin: 'https://evil.example' },
    payload: tinyPng(),
  })
  expect(response.statusCode).toBe(403)
})

test.each(['/uploads/onbekend.png', `/uploads/${'b'.repeat(64)}.png`, '/uploads/..%2F..%2Fpackage.json'])(
  '%s answers 404',
  async (url) => {
    const response = await shop.shop.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(404)
  },
)
