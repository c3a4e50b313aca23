import { describe, expect, test } from 'vitest'
import type { Product } from '#shared/contracts/products'
import { checkoutBody, insertProduct, settleDemoPayment } from '#server/testing/factories'
import { addProduct, checkOut, readPublic } from '#server/testing/admin-factories'
import { injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import { useAdminShop, useTwoInstances } from '#server/testing/use-test-shop'

// A sold-out product is refused at the door once the database has said so (stock-hints.ts). These
// tests guard the other side: stock that comes back is for sale at once, never refused by a memory.

const shop = useAdminShop()

const buy = (productId: number, quantity = 1) =>
  shop.anonymous('POST', '/api/payments', checkoutBody({ items: [{ productId, quantity }] }))

describe('after the last pack is gone', () => {
  test('the next buyers hear it is sold out, in Dutch', async () => {
    const booster = await addProduct(shop, { name: 'Booster Pack – Laatste', stock: 1 })
    await checkOut(shop, [{ productId: booster.id, quantity: 1 }])
    for (let i = 0; i < 3; i++) {
      const refused = await buy(booster.id)
      expect(refused.statusCode).toBe(409)
      // Refused at the door from the third buyer on (stock-hints.ts): the answer still names the line (decision 054).
      expect(refused.json()).toEqual({
        success: false,
        message: 'Booster Pack – Laatste is uitverkocht.',
        shortage: { productId: booster.id, available: 0 },
      })
    }
  })

  test('a payment that fails gives the pack back, and the next buyer gets it at once', async () => {
    const booster = await addProduct(shop, { name: 'Booster Pack – Terug', stock: 1 })
    const first = await checkOut(shop, [{ productId: booster.id, quantity: 1 }])
    expect((await buy(booster.id)).statusCode).toBe(409)

    await settleDemoPayment(shop.shop.app, first, 'failed')
    const next = await buy(booster.id)
    expect(next.statusCode, next.body).toBe(200)
  })

  test('the seller restocks, and the next buyer gets one at once', async () => {
    const booster = await addProduct(shop, { name: 'Booster Pack – Aangevuld', stock: 1 })
    await checkOut(shop, [{ productId: booster.id, quantity: 1 }])
    expect((await buy(booster.id)).statusCode).toBe(409)

    const restock = await shop.admin('PATCH', `/api/products/${booster.id}`, { stock: 4 })
    expect(restock.statusCode, restock.body).toBe(200)
    expect((await buy(booster.id, 4)).statusCode).toBe(200)
  })

  test('asking for more than is left names what is left; what is left can still be bought', async () => {
    const booster = await addProduct(shop, { name: 'Booster Pack – Rest', stock: 3 })
    await checkOut(shop, [{ productId: booster.id, quantity: 2 }])
    const tooMany = await buy(booster.id, 2)
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toEqual({
      success: false,
      message: 'Niet genoeg voorraad voor Booster Pack – Rest: nog 1 beschikbaar.',
      shortage: { productId: booster.id, available: 1 },
    })
    expect((await buy(booster.id, 1)).statusCode).toBe(200)
  })

  test('the public product list shows the stock of every moment, without waiting', async () => {
    const booster = await addProduct(shop, { name: 'Booster Pack – Teller', stock: 2 })
    const stockInList = async () =>
      (await readPublic<Product[]>(shop, '/api/products')).find((product) => product.id === booster.id)?.stock
    expect(await stockInList()).toBe(2)
    const first = await checkOut(shop, [{ productId: booster.id, quantity: 1 }])
    expect(await stockInList()).toBe(1)
    await checkOut(shop, [{ productId: booster.id, quantity: 1 }])
    expect(await stockInList()).toBe(0)
    await settleDemoPayment(shop.shop.app, first, 'expired')
    expect(await stockInList()).toBe(1)
  })
})

describe('two instances behind a load balancer', () => {
  const pair = useTwoInstances()

  test('a restock on one instance is for sale on the other as soon as its event arrives', async () => {
    const [a, b] = pair.instances
    const booster = await insertProduct(pair.database.db, { name: 'Booster Pack – Twee', stock: 1 })
    const buyOn = (instance: typeof a) =>
      instance.app.inject({
        method: 'POST',
        url: '/api/payments',
        payload: checkoutBody({ items: [{ productId: booster.id, quantity: 1 }] }),
      })
    expect((await buyOn(a)).statusCode).toBe(200)
    expect((await buyOn(b)).statusCode).toBe(409)

    const cookie = await loginAsAdmin(a.app)
    const restock = await injectAsAdmin(a.app, cookie, { method: 'PATCH', url: `/api/products/${booster.id}`, payload: { stock: 1 } })
    expect(restock.statusCode, restock.body).toBe(200)
    // The restock reaches instance B through NOTIFY within milliseconds; well before the hint's 2 s.
    const deadline = Date.now() + 1_000
    let answer = await buyOn(b)
    while (answer.statusCode === 409 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      answer = await buyOn(b)
    }
    expect(answer.statusCode, answer.body).toBe(200)
  })
})
