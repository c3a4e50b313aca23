import { describe, expect, test } from 'vitest'
import { setLiveStatus, setShopLink } from '#server/testing/factories'
import { useTestShop } from '#server/testing/use-test-shop'

const { database, shop } = useTestShop({ clearBetweenTests: true })

const get = (url: string) => shop.app.inject({ method: 'GET', url })

describe('GET /api/live-status', () => {
  test('is {isLive: false} on a new shop', async () => {
    const response = await get('/api/live-status')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ isLive: false })
  })

  test('follows the latest live status the admin set', async () => {
    await setLiveStatus(database.db, true)
    expect((await get('/api/live-status')).json()).toEqual({ isLive: true })

    await setLiveStatus(database.db, false)
    expect((await get('/api/live-status')).json()).toEqual({ isLive: false })
  })
})

describe.each([
  ['/api/tikkie-link', 'tikkie', 'Betaal direct via Tikkie'],
  ['/api/whatsapp-link', 'whatsapp', 'Word lid van onze WhatsApp community'],
] as const)('GET %s', (url, kind, defaultLabel) => {
  // product.md 7.2 has the client turn a 404 into an empty, inactive link; the server answers that default
  // itself, so no page load logs a failed request in the browser console.
  test('answers an empty, inactive link while none is set', async () => {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ url: '', label: defaultLabel, isActive: false })
  })

  test('answers the link once it is set, with its label and whether it is active', async () => {
    await setShopLink(database.db, kind, { url: `https://${kind}.example/pay/123`, label: 'Doe mee!', isActive: false })

    const response = await get(url)

    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ url: `https://${kind}.example/pay/123`, label: 'Doe mee!', isActive: false })
  })

  test('a link set with only its url gets the default Dutch label and is active', async () => {
    await setShopLink(database.db, kind, { url: `https://${kind}.example/old` })
    await setShopLink(database.db, kind, { url: `https://${kind}.example/new` })

    expect((await get(url)).json()).toEqual({ url: `https://${kind}.example/new`, label: defaultLabel, isActive: true })
  })
})
