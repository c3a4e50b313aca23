import { Writable } from 'node:stream'
import { describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from '#server/config'
import { createLogger, maskSecrets, resolveLogFormat, resolveRequestLog, type LogFormat } from './logger'

test('LOG_FORMAT=auto (the default): readable in a terminal, JSON when the output is a file or a pipe', () => {
  expect(loadConfig({}).logFormat).toBe('auto')
  expect(resolveLogFormat('auto', true)).toBe('pretty')
  expect(resolveLogFormat('auto', false)).toBe('json')
})

test('an explicit LOG_FORMAT wins over the terminal check', () => {
  expect(resolveLogFormat('json', true)).toBe('json')
  expect(resolveLogFormat('pretty', false)).toBe('pretty')
})

test('LOG_REQUESTS=auto (the default): a line for each problem in the JSON log, none in the readable one', () => {
  expect(loadConfig({}).logRequests).toBe('auto')
  expect(resolveRequestLog('auto', 'json')).toBe('problems')
  expect(resolveRequestLog('auto', 'pretty')).toBe('off')
})

test('an explicit LOG_REQUESTS wins over the log format', () => {
  expect(resolveRequestLog('all', 'pretty')).toBe('all')
  expect(resolveRequestLog('off', 'json')).toBe('off')
  expect(resolveRequestLog('problems', 'pretty')).toBe('problems')
})

test('an unknown LOG_REQUESTS stops start-up naming the variable', () => {
  expect(() => loadConfig({ LOG_REQUESTS: 'some' })).toThrow(/^LOG_REQUESTS: must be 'auto', 'all', 'problems' or 'off'$/)
})

test('an unknown LOG_FORMAT stops start-up naming the variable', () => {
  expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(ConfigError)
  expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/^LOG_FORMAT: must be 'auto', 'pretty' or 'json'$/)
})

describe('no log line holds an order page’s token (decisions 021 and 022)', () => {
  const token = 'Zk3q9XvT2mWcY7bLpRaN5sE1uHdJ8fGoKi4Ct6yBxQw'

  test.each([
    [`/api/order-page/${token}`, '/api/order-page/Zk3q…'],
    [`/api/shipping-page/${token}?x=1`, '/api/shipping-page/Zk3q…?x=1'],
    [`/bestelling/${token}`, '/bestelling/Zk3q…'],
    [`https://shop.example.nl/bestelling/${token}#top`, 'https://shop.example.nl/bestelling/Zk3q…#top'],
    [`/API/Order-Page/${token}`, '/API/Order-Page/Zk3q…'],
    [`/api/order-page/${token}/extra`, '/api/order-page/Zk3q…'],
    [`/api/no-such-thing?token=${token}&page=2`, '/api/no-such-thing?token=Zk3q…&page=2'],
    [`/payment/success?payment=1&orderPageToken=${token}`, '/payment/success?payment=1&orderPageToken=Zk3q…'],
    [`Route OPTIONS:/api/order-page/${token} not found`, 'Route OPTIONS:/api/order-page/Zk3q… not found'],
  ])('%s is logged as %s', (text, logged) => {
    expect(maskSecrets(text)).toBe(logged)
    expect(maskSecrets(logged)).toBe(logged)
  })

  const withoutToken = ['/api/products?page=2', '/api/orders/12', '/bestelling', '/api/order-page/', '/api/collections/slug/boxes', '/api/order-page/abc']
  test.each(withoutToken)('%s, which holds no token, is logged as it is', (text) => {
    expect(maskSecrets(text)).toBe(text)
  })

  test('a JSON line stays JSON: a token ends at the escape before a quote', () => {
    const line = JSON.stringify({ msg: `in "/bestelling/${token}" (GET)` })
    expect(JSON.parse(maskSecrets(line))).toEqual({ msg: 'in "/bestelling/Zk3q…" (GET)' })
  })

  test.each<LogFormat>(['json', 'pretty'])('the shop’s %s logger masks every line, at every level', (format) => {
    let written = ''
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += String(chunk)
        done()
      },
    })
    const logger = createLogger('trace', format, destination)
    logger.info({ req: { method: 'GET', url: `/api/order-page/${token}` } }, 'request completed')
    logger.warn(`Reply was already sent in "/bestelling/${token}"`)
    logger.error({ err: new Error(`failed on /api/shipping-page/${token}`) }, 'unexpected error')
    logger.debug('looked up %s', `/api/order-page/${token}`)
    for (const shown of ['/api/order-page/Zk3q…', '/bestelling/Zk3q…', '/api/shipping-page/Zk3q…']) expect(written).toContain(shown)
    expect(written).not.toContain(token.slice(4))
  })
})

describe('no log line holds a whole payment or shipment id', () => {
  const paymentId = 'c329a1b2-7d4e-4f10-9a3b-5e6f7a8b9c0d'

  test.each([
    [`/api/payments/${paymentId}/return`, '/api/payments/c329…/return'],
    [`/api/admin/shipments/${paymentId.toUpperCase()}/shipped`, '/api/admin/shipments/C329…/shipped'],
    [JSON.stringify({ paymentId, msg: 'payment provider refused or unreachable' }), '{"paymentId":"c329…","msg":"payment provider refused or unreachable"}'],
    [`connect ETIMEDOUT for https://shop.example.nl/api/payments/${paymentId}/return`, 'connect ETIMEDOUT for https://shop.example.nl/api/payments/c329…/return'],
  ])('%s is logged as %s', (text, logged) => {
    expect(maskSecrets(text)).toBe(logged)
    expect(maskSecrets(logged)).toBe(logged)
  })

  // An order number alone (the first 8 characters, decision 039) opens nothing; the rest is not a uuid.
  test.each(['order C329A1B2', '/api/orders/12', 'tr_WDqYK6vllg', 'c329a1b2-7d4e-4f10-9a3b', `${paymentId}0`])('%s is logged as it is', (text) => {
    expect(maskSecrets(text)).toBe(text)
  })
})
