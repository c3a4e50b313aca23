import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { orderNumberOf } from '#shared/domain/order-number'
import { orderOpenings } from '#server/db/schema'
import { listOpeningTimecodesOfOrders } from '#server/modules/openings/openings.public'
import { settleDemoPayment } from '#server/testing/factories'
import { expectNoAxeViolations } from './support/axe'
import { checkout } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { startFakeObs, type FakeObs } from './support/fake-obs'
import { browserTest } from './support/fixtures'
import { screenshotOnFailure } from './support/phone'
import { sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'

/** The demo catalogue's first product: Booster Pack – Nachtvlam. */
const BOOSTER = 1
const OBS_PASSWORD = 'obs-geheim-4455'
const TIMECODE = /^\d{2}:\d{2}:\d{2}\.\d{3}$/

type Order = { id: number; tiktokUsername: string; status: string; paymentId?: string }

/**
 * Decision 062 in a real Chromium: the OBS opening overlay (/obs/opening, a 600 × 800 browser source),
 * through the real obs-websocket-js, against a fake OBS speaking the v5 protocol. The overlay shows the
 * order on stream, marks a chapter and posts OBS's timecodes at each opening; OBS going away loses no
 * moment; a wrong password is said in the seller's check window, never on stream.
 */
describe.skipIf(skipBrowserReason)('the OBS opening overlay (decision 062)', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let buyer: APIRequestContext
  let obs: FakeObs | undefined
  const pages: Page[] = []
  const cspViolations: string[] = []

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
    buyer = (await browser.newContext()).request
  })
  afterAll(async () => {
    await obs?.close()
  })

  /** A screenshot for a person to look at, only when SHOTS_DIR names a folder (never in a normal run). */
  async function shot(page: Page, name: string): Promise<void> {
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-600.png`, fullPage: true })
  }

  const live = async (isLive: boolean) => expect((await seller.post(`${shop.baseUrl}/api/live-status`, { data: { isLive } })).ok()).toBe(true)

  async function newOverlayKey(): Promise<string> {
    const created = await seller.post(`${shop.baseUrl}/api/admin/overlay-keys`)
    expect(created.status()).toBe(201)
    return ((await created.json()) as { key: string }).key
  }

  /** A paid live order of this buyer: its id and order number. */
  async function paidOrder(tiktokUsername: string): Promise<{ id: number; number: string }> {
    const paymentId = await checkout(buyer, shop.baseUrl, { tiktokUsername, productId: BOOSTER })
    await settleDemoPayment(shop.app, paymentId)
    const orders = (await (await seller.get(`${shop.baseUrl}/api/orders`)).json()) as Order[]
    const order = orders.find((row) => row.tiktokUsername === tiktokUsername && row.status === 'pending')
    if (!order) throw new Error(`no queued order of ${tiktokUsername}`)
    return { id: order.id, number: orderNumberOf(paymentId) }
  }

  const complete = async (orderId: number) =>
    expect((await seller.patch(`${shop.baseUrl}/api/orders/${orderId}`, { data: { status: 'completed' } })).ok()).toBe(true)

  /**
   * The overlay as OBS's browser source opens it (`window.obsstudio` set), or as the seller's browser
   * does. With `clock`, the page's timers run on its own clock, as any clock until the test moves it on.
   */
  async function openOverlay(fragment: Record<string, string>, { inObs, clock = false }: { inObs: boolean; clock?: boolean }): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 600, height: 800 } })
    context.setDefaultTimeout(10_000)
    if (clock) await context.clock.install()
    if (inObs) await context.addInitScript(() => Object.assign(window, { obsstudio: { pluginVersion: '2.24.1' } }))
    const page = await context.newPage()
    pages.push(page)
    // The page's policy must let it reach OBS on this machine (security-headers.ts): every refusal is kept.
    await page.exposeFunction('reportCspViolation', (text: string) => cspViolations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
        void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`)
      })
    })
    await page.goto(`${shop.baseUrl}/obs/opening#${new URLSearchParams(fragment).toString()}`)
    return page
  }

  async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  const timecodesOf = async (orderIds: number[]) => listOpeningTimecodesOfOrders(shop.database.db, orderIds)
  const onStream = (page: Page) => page.getByRole('region', { name: 'Nu aan de beurt' })

  test('two orders opened during a live: the order on stream, two chapters, and both openings with their timecodes', async () => {
    screenshotOnFailure(() => pages)
    obs = await startFakeObs({ password: OBS_PASSWORD })
    obs.startRecording()
    obs.startStreaming()
    const key = await newOverlayKey()
    const anna = await paidOrder('obs_anna')
    const bram = await paidOrder('obs_bram')
    const page = await openOverlay({ key, obs: obs.url, password: OBS_PASSWORD }, { inObs: true })
    const fake = obs
    await until('the overlay to be identified by OBS', () => fake.identifiedClients() === 1)

    await live(true)
    await onStream(page).getByText(`Nu aan de beurt: @obs_anna · ${anna.number}`).waitFor()
    await until("anna's chapter", () => fake.chapters.length === 1)
    await shot(page, 'obs-opening')

    await complete(anna.id)
    await onStream(page).getByText(`Nu aan de beurt: @obs_bram · ${bram.number}`).waitFor()
    await complete(bram.id)
    await onStream(page).waitFor({ state: 'detached' })
    await until('three edges posted after the last', async () => ((await timecodesOf([bram.id])).get(bram.id)?.length ?? 0) === 2)

    expect(fake.chapters).toEqual([`Bestelling ${anna.number} · @obs_anna`, `Bestelling ${bram.number} · @obs_bram`])
    expect(fake.requests.filter((request) => request.requestType === 'CreateRecordChapter')).toHaveLength(2)
    const timecodes = await timecodesOf([anna.id, bram.id])
    for (const order of [anna, bram]) {
      const edges = timecodes.get(order.id) ?? []
      expect(edges.map((edge) => [edge.edge, edge.chapterMarked])).toEqual([
        ['start', true],
        ['end', false],
      ])
      for (const edge of edges) {
        expect(edge.recordTimecode).toMatch(TIMECODE)
        expect(edge.streamTimecode).toMatch(TIMECODE)
      }
    }
    // Both openings have their wall-clock moments, in the one session.
    const openings = await shop.database.db.select().from(orderOpenings)
    const ofOrder = (id: number) => openings.find((row) => row.orderId === id)
    for (const order of [anna, bram]) expect(ofOrder(order.id)).toMatchObject({ startedAt: expect.any(Date), tappedAt: expect.any(Date) })
    expect(cspViolations).toEqual([])
    // Nothing of the check window on stream.
    expect(await page.getByText('Controle van de OBS-koppeling').count()).toBe(0)
    await live(false)
    await page.context().close()
    await fake.close()
  })

  test('OBS going away mid-live loses no moment, and the overlay picks up again when OBS is back', async () => {
    screenshotOnFailure(() => pages)
    obs = await startFakeObs({ password: OBS_PASSWORD })
    const fake = obs
    fake.startRecording()
    const key = await newOverlayKey()
    const cas = await paidOrder('obs_cas')
    const dirk = await paidOrder('obs_dirk')
    const eva = await paidOrder('obs_eva')
    const page = await openOverlay({ key, obs: fake.url, password: OBS_PASSWORD }, { inObs: true })
    await until('the overlay to be identified by OBS', () => fake.identifiedClients() === 1)
    await live(true)
    await until("cas's chapter", () => fake.chapters.length === 1)

    await fake.goAway()
    await complete(cas.id)
    // The stream still says who is next; the shop keeps the moment on its own clock.
    await onStream(page).getByText(`Nu aan de beurt: @obs_dirk · ${dirk.number}`).waitFor()
    const dirkOpening = async () => (await shop.database.db.select().from(orderOpenings)).find((row) => row.orderId === dirk.id)
    await until("dirk's moment", async () => (await dirkOpening())?.startedAt instanceof Date)

    await fake.comeBack()
    await until('the overlay to be back with OBS', () => fake.identifiedClients() === 1, 15_000)
    await complete(dirk.id)
    await onStream(page).getByText(`Nu aan de beurt: @obs_eva · ${eva.number}`).waitFor()
    await until("eva's chapter", () => fake.chapters.length === 2)
    expect(fake.chapters[1]).toBe(`Bestelling ${eva.number} · @obs_eva`)
    await complete(eva.id)
    await onStream(page).waitFor({ state: 'detached' })

    const openings = (await shop.database.db.select().from(orderOpenings)).filter((row) => [cas.id, dirk.id, eva.id].includes(row.orderId))
    expect(openings).toHaveLength(3)
    for (const opening of openings) expect(opening).toMatchObject({ startedAt: expect.any(Date), tappedAt: expect.any(Date) })
    await until("eva's end", async () => ((await timecodesOf([eva.id])).get(eva.id)?.length ?? 0) === 2)
    const timecodes = await timecodesOf([cas.id, dirk.id, eva.id])
    // OBS was away when cas ended and dirk started: those edges have no timecodes, nothing else is missing.
    expect(timecodes.get(cas.id)?.map((edge) => edge.edge)).toEqual(['start'])
    expect(timecodes.get(dirk.id)?.map((edge) => edge.edge)).toEqual(['end'])
    expect(timecodes.get(eva.id)?.map((edge) => edge.edge)).toEqual(['start', 'end'])
    await live(false)
    await page.context().close()
    await fake.close()
  })

  test("a wrong password is said in the seller's check window, and not on stream", async () => {
    screenshotOnFailure(() => pages)
    obs = await startFakeObs({ password: OBS_PASSWORD })
    const fake = obs
    const key = await newOverlayKey()
    const fien = await paidOrder('obs_fien')
    const fragment = { key, obs: fake.url, password: 'niet-het-wachtwoord' }

    const check = await openOverlay(fragment, { inObs: false, clock: true })
    await check.getByText('Het wachtwoord van OBS klopt niet', { exact: false }).waitFor()
    await check.getByText('Overlay-sleutel werkt.').waitFor()
    await shot(check, 'obs-opening-check')
    await expectNoAxeViolations(check)

    const source = await openOverlay(fragment, { inObs: true, clock: true })
    await onStream(source).getByText(`Nu aan de beurt: @obs_fien · ${fien.number}`).waitFor()
    await until('both refused by OBS', () => fake.refusedIdentifies === 2)
    // A refused password is not tried again and again against OBS: past the time of a next try (3 s
    // after OBS went away) on each page's clock, neither page has opened another socket to it.
    const tries: string[] = []
    for (const page of [check, source]) page.on('websocket', (socket) => socket.url().startsWith(fake.url) && tries.push(socket.url()))
    for (const page of [check, source]) await page.clock.runFor(4_000)
    expect(tries).toEqual([])
    expect(fake.refusedIdentifies).toBe(2)
    const streamText = await source.locator('body').innerText()
    expect(streamText).not.toMatch(/wachtwoord|\bOBS\b|sleutel/i)
    expect(streamText.trim()).toBe(`Nu aan de beurt: @obs_fien · ${fien.number}`)

    // A revoked key is said in the check window too.
    const keys = (await (await seller.get(`${shop.baseUrl}/api/admin/overlay-keys`)).json()) as { id: number }[]
    for (const { id } of keys) await seller.post(`${shop.baseUrl}/api/admin/overlay-keys/${id}/revoke`)
    await check.reload()
    await check.getByText('Deze overlay-sleutel werkt niet (meer)', { exact: false }).waitFor()
    await fake.close()
  })
})
