import { describe, expect, test } from 'vitest'
import { expectAdminOnly, expectEvent, nextEvent } from '#server/testing/admin-factories'
import { useAdminShop } from '#server/testing/use-test-shop'

const shop = useAdminShop()

const read = async (url: string) => {
  const response = await shop.anonymous('GET', url)
  expect(response.statusCode).toBe(200)
  return response.json<unknown>()
}

test('every settings call answers 401 {message} without the admin session, and changes nothing', async () => {
  await expectAdminOnly(shop, [
    ['POST', '/api/live-status', { isLive: true }],
    ['POST', '/api/tikkie-link', { url: 'https://tikkie.me/pay/vals', label: 'Vals', isActive: true }],
    ['POST', '/api/whatsapp-link', { url: 'https://chat.whatsapp.com/vals', label: 'Vals', isActive: true }],
    ['GET', '/api/admin/refresh-widgets'],
  ])
  expect(await read('/api/live-status')).toEqual({ isLive: false })
  expect(await read('/api/tikkie-link')).toMatchObject({ url: '', isActive: false })
  expect(await read('/api/whatsapp-link')).toMatchObject({ url: '', isActive: false })
})

describe('live status', () => {
  test("POST {isLive: true} answers {isLive: true}, GET shows it and a live_status_updated goes out on 'live'", async () => {
    const socket = await shop.subscribe(['live'])
    const response = await shop.admin('POST', '/api/live-status', { isLive: true })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ isLive: true })
    expect(await read('/api/live-status')).toEqual({ isLive: true })
    await expectEvent(socket, { channel: 'live', type: 'live_status_updated', isLive: true })
  })

  test('stopping the stream makes it offline again', async () => {
    // Subscribed first and the 'live' event awaited, so on PostgreSQL that event (it travels through
    // NOTIFY) cannot arrive in the middle of what this test waits for.
    const socket = await shop.subscribe(['live'])
    await shop.admin('POST', '/api/live-status', { isLive: true })
    await expectEvent(socket, { channel: 'live', type: 'live_status_updated', isLive: true })
    const response = await shop.admin('POST', '/api/live-status', { isLive: false })
    expect(response.json()).toEqual({ isLive: false })
    expect(await read('/api/live-status')).toEqual({ isLive: false })
    expect(await nextEvent(socket, 'live_status_updated')).toMatchObject({ isLive: false })
  })

  test.each([{}, { isLive: 'ja' }, { isLive: 1 }])('POST %o answers 400 {message} and changes nothing', async (body) => {
    const before = await read('/api/live-status')
    const response = await shop.admin('POST', '/api/live-status', body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Ongeldige live status' })
    expect(await read('/api/live-status')).toEqual(before)
  })
})

describe.each([
  ['tikkie', '/api/tikkie-link', 'tikkie_link_updated', 'https://tikkie.me/pay/packstroom/abc123', 'Betaal via Tikkie'],
  ['whatsapp', '/api/whatsapp-link', 'whatsapp_link_updated', 'https://chat.whatsapp.com/Packstroom', 'Kom in de groep'],
] as const)('the %s link', (channel, url, eventType, linkUrl, label) => {
  test.each([
    [{ url: 'geen url', label: 'Betalen' }, 'Voer een geldige URL in'],
    [{ url: 'javascript:alert(1)', label: 'Betalen' }, 'Voer een geldige URL in'],
    [{ label: 'Betalen' }, 'Voer een geldige URL in'],
    [{ url: 'https://tikkie.me/pay/x', label: '  ' }, 'Label is verplicht'],
    [{ url: 'https://tikkie.me/pay/x' }, 'Label is verplicht'],
  ])(`POST ${url} %o answers 400 %j and changes nothing`, async (body, message) => {
    const before = await read(url)
    const response = await shop.admin('POST', url, { isActive: true, ...body })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
    expect(await read(url)).toEqual(before)
  })

  test(`a valid link is saved, GET ${url} answers it and a ${eventType} goes out`, async () => {
    const socket = await shop.subscribe([channel])
    const link = { url: linkUrl, label, isActive: true }
    const response = await shop.admin('POST', url, link)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(link)
    expect(await read(url)).toEqual(link)
    expect(await nextEvent(socket, eventType)).toEqual({ channel, type: eventType, link })
  })

  test('the link can be switched off; the label is trimmed and isActive defaults to true', async () => {
    await shop.admin('POST', url, { url: linkUrl, label, isActive: false })
    expect(await read(url)).toEqual({ url: linkUrl, label, isActive: false })

    const response = await shop.admin('POST', url, { url: linkUrl, label: `  ${label}  ` })
    expect(response.statusCode).toBe(200)
    expect(await read(url)).toEqual({ url: linkUrl, label, isActive: true })
  })
})

test("GET /api/admin/refresh-widgets answers 204 and a refresh_widgets goes out on 'widgets'", async () => {
  const socket = await shop.subscribe(['widgets'])
  const response = await shop.admin('GET', '/api/admin/refresh-widgets')
  expect(response.statusCode).toBe(204)
  expect(response.body).toBe('')
  await expectEvent(socket, { channel: 'widgets', type: 'refresh_widgets' })
})
