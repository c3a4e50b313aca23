import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { messages, tooManyWrongEmails } from '#shared/contracts/messages'
import { orderPageLinks, payments } from '#server/db/schema'
import { buyer, parcelAddress } from '#server/testing/factories'
import { useTestShop } from '#server/testing/use-test-shop'
import { WRONG_EMAILS_PER_HOUR } from '#server/modules/order-page/order-page.public'
import { insertLiveOrder, linkTo, readShippingPage } from './shipping-requests-fixture'

// Decision 031: an order link alone shows no address (decision 021); the shipping form fills in the
// checkout's address once the link's holder types the checkout's e-mail address.

const { database, shop } = useTestShop({ clearBetweenTests: true })
const db = () => database.db

const addressMarkers = [buyer.firstName, buyer.lastName, buyer.street, buyer.houseNumber, buyer.postalCode, buyer.city]

const askAddress = (token: string, email: string) =>
  shop.app.inject({ method: 'POST', url: '/api/shipping-page/address', payload: { token, email } })

test.each([
  ['a browser', 'browser'],
  ['an e-mail', 'email'],
] as const)('%s link’s shipping page says an address is on file, and shows none of it', async (_name, kind) => {
  const { paymentId } = await insertLiveOrder(db())
  const token = await linkTo(db(), paymentId, kind)

  const response = await shop.app.inject({ method: 'GET', url: `/api/shipping-page/${token}` })
  expect(response.statusCode).toBe(200)
  expect(response.json<{ hasAddress: boolean }>().hasAddress).toBe(true)
  for (const marker of addressMarkers) expect(response.body).not.toContain(marker)
})

test('the checkout’s e-mail address, in any case, fills the form in with its address', async () => {
  const { paymentId } = await insertLiveOrder(db())
  const token = await linkTo(db(), paymentId, 'browser')

  const response = await askAddress(token, buyer.email.toUpperCase())
  expect(response.statusCode, response.body).toBe(200)
  expect(response.json()).toEqual({ address: parcelAddress() })
  expect(response.headers['cache-control']).toBe('no-store')
})

test('another e-mail address gets no address, and says so in Dutch', async () => {
  const { paymentId } = await insertLiveOrder(db())
  const token = await linkTo(db(), paymentId, 'email')

  const response = await askAddress(token, 'iemand.anders@example.nl')
  expect(response.statusCode).toBe(403)
  expect(response.json()).toEqual({ message: messages.notTheOrderEmail })
  for (const marker of addressMarkers) expect(response.body).not.toContain(marker)
})

test(`after ${WRONG_EMAILS_PER_HOUR} wrong addresses in an hour a link stops trying, even the right one; another link of the payment still works, and an hour later this one does too`, async () => {
  const { paymentId } = await insertLiveOrder(db())
  const token = await linkTo(db(), paymentId, 'browser')
  const otherToken = await linkTo(db(), paymentId, 'email')

  for (let n = 1; n <= WRONG_EMAILS_PER_HOUR; n++) {
    expect((await askAddress(token, `raden${n}@example.nl`)).statusCode).toBe(403)
  }
  const refused = await askAddress(token, buyer.email)
  expect(refused.statusCode).toBe(429)
  expect(refused.json()).toEqual({ message: tooManyWrongEmails(60) })
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60)
  for (const marker of addressMarkers) expect(refused.body).not.toContain(marker)

  expect((await askAddress(otherToken, buyer.email)).statusCode).toBe(200)

  await db()
    .update(orderPageLinks)
    .set({ wrongEmailsSince: new Date(Date.now() - 61 * 60_000) })
    .where(eq(orderPageLinks.paymentId, paymentId))
  expect((await askAddress(token, buyer.email)).statusCode).toBe(200)
})

test('wrong addresses tried at once on one link are all counted', async () => {
  const { paymentId } = await insertLiveOrder(db())
  const token = await linkTo(db(), paymentId, 'browser')

  const answers = await Promise.all(
    Array.from({ length: WRONG_EMAILS_PER_HOUR + 3 }, (_, n) => askAddress(token, `tegelijk${n}@example.nl`)),
  )
  expect(answers.filter((answer) => answer.statusCode === 403)).toHaveLength(WRONG_EMAILS_PER_HOUR)
  expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(3)
})

test('an anonymised checkout has no address to fill in, and its blank e-mail address proves nothing', async () => {
  const { paymentId } = await insertLiveOrder(db())
  const token = await linkTo(db(), paymentId, 'browser')
  // As the anonymising leaves a payment (decision 011), written straight to it: the anonymising takes
  // only orders completed months ago, which the API cannot make.
  await db()
    .update(payments)
    .set({ firstName: '', lastName: '', email: '', street: '', houseNumber: '', postalCode: '', city: '', anonymisedAt: new Date() })
    .where(eq(payments.id, paymentId))

  expect((await readShippingPage(shop.app, token)).hasAddress).toBe(false)
  expect((await askAddress(token, buyer.email)).statusCode).toBe(403)
})

test('an unknown or malformed link gets the order page’s one 404', async () => {
  for (const token of ['a'.repeat(43), 'kort']) {
    const response = await askAddress(token, buyer.email)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: messages.orderPageNotFound })
  }
})
