import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { ConfigError, loadConfig, readEnvironment } from './config'

describe('defaults (product.md 10)', () => {
  test('with nothing configured the shop runs on 127.0.0.1:3000 with the embedded database and demo payments', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './data',
      adminAccessCode: undefined,
      paymentProvider: 'demo',
      mollieApiKey: undefined,
      publicUrl: 'http://localhost:3000',
      seedDemoProducts: true,
    })
    expect(config.shop.shopName).toBeTruthy()
    expect(config.shop.tiktokHandle).toMatch(/^@/)
  })

  test('a shop on https must choose its payments: no demo money on a public shop by accident', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example.nl' })).toThrow(ConfigError)
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example.nl' })).toThrow(/^PAYMENT_PROVIDER: must be chosen for a shop on https/)
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.nl', PAYMENT_PROVIDER: 'demo' }).paymentProvider).toBe('demo')
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).paymentProvider).toBe('demo')
  })

  test('PUBLIC_URL defaults to http://localhost on the configured PORT', () => {
    expect(loadConfig({ PORT: '4321' }).publicUrl).toBe('http://localhost:4321')
  })

  test('a configured PUBLIC_URL loses its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.nl/', PAYMENT_PROVIDER: 'demo' }).publicUrl).toBe('https://shop.example.nl')
  })

  test('demo products are seeded for the embedded database, not for PostgreSQL, unless configured', () => {
    expect(loadConfig({}).seedDemoProducts).toBe(true)
    expect(loadConfig({ DATABASE_URL: 'postgres://shop@db/shop' }).seedDemoProducts).toBe(false)
    const postgresWithDemo = { DATABASE_URL: 'postgres://shop@db/shop', SEED_DEMO_PRODUCTS: 'true' }
    expect(loadConfig(postgresWithDemo).seedDemoProducts).toBe(true)
    expect(loadConfig({ SEED_DEMO_PRODUCTS: 'false' }).seedDemoProducts).toBe(false)
  })

  test('an empty variable counts as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined })
  })

  test('mollie with a key is accepted', () => {
    const config = loadConfig({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz' })
    expect(config).toMatchObject({ paymentProvider: 'mollie', mollieApiKey: 'test_abcdefghijklmnopqrstuvwxyz' })
  })
})

describe('a wrong value stops start-up with a ConfigError that names the variable', () => {
  test.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'paypal' }],
    ['MOLLIE_API_KEY', { PAYMENT_PROVIDER: 'mollie' }],
    ['MOLLIE_API_KEY', { PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'secret' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'notaurl' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://shop.example' }],
    ['ADMIN_ACCESS_CODE', { ADMIN_ACCESS_CODE: 'short' }],
    ['CONTACT_EMAIL', { CONTACT_EMAIL: 'not-an-address' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.nl:587' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.nl' }],
    ['MAIL_FROM', { MAIL_FROM: 'Packstroom' }],
    ['METRICS_PORT', { METRICS_PORT: 'prometheus' }],
    ['METRICS_PORT', { METRICS_PORT: '65536' }],
    ['METRICS_PORT', { METRICS_PORT: '9100.5' }],
  ])('%s in %j', (variable, env) => {
    let thrown: unknown
    try {
      loadConfig(env)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ConfigError)
    const error = thrown as ConfigError
    expect(error.variable).toBe(variable)
    expect(error.message.startsWith(`${variable}: `)).toBe(true)
    // One line, no stack trace in the message.
    expect(error.message).not.toContain('\n')
  })
})

describe('mail settings (decision 020)', () => {
  test('without SMTP_URL nothing is sent, and mail comes from the shop name and CONTACT_EMAIL', () => {
    const config = loadConfig({ SHOP_NAME: 'Kaartenhoek', CONTACT_EMAIL: 'hallo@kaartenhoek.nl' })
    expect(config.smtpUrl).toBeUndefined()
    expect(config.mailFrom).toBe('"Kaartenhoek" <hallo@kaartenhoek.nl>')
  })

  test('SMTP_URL takes smtp:// and smtps:// with credentials; MAIL_FROM an address, with or without a name', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://shop:geheim@mail.example.nl:587' }).smtpUrl).toBe('smtp://shop:geheim@mail.example.nl:587')
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.nl:465' }).smtpUrl).toBe('smtps://mail.example.nl:465')
    expect(loadConfig({ MAIL_FROM: 'winkel@example.nl' }).mailFrom).toBe('winkel@example.nl')
    expect(loadConfig({ MAIL_FROM: '"De Winkel" <winkel@example.nl>' }).mailFrom).toBe('"De Winkel" <winkel@example.nl>')
  })
})

describe('metrics settings (decision 024)', () => {
  test('without METRICS_PORT nothing listens for metrics; the host defaults to the machine itself', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: undefined, metricsHost: '127.0.0.1' })
    expect(loadConfig({ METRICS_PORT: '' }).metricsPort).toBeUndefined()
  })

  test('METRICS_PORT and METRICS_HOST are read as given', () => {
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toMatchObject({ metricsPort: 9464, metricsHost: '10.0.0.5' })
  })
})

describe("the access code's cost", () => {
  test.each([
    ['nothing set', {}],
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['NODE_ENV=development', { NODE_ENV: 'development' }],
    // What vitest sets, and a child process of a test run inherits: still the shop's cost.
    ['NODE_ENV=test', { NODE_ENV: 'test' }],
    ['variables that look as if they could lower it', { ACCESS_CODE_COST: '1024', SCRYPT_N: '1024', ACCESS_CODE_COST_N: '1024' }],
  ])('every start hashes access codes at N=32768 (%s): no variable lowers it', (_label, env) => {
    expect(loadConfig(env).accessCodeCost).toEqual({ N: 32_768 })
  })
})

describe('readEnvironment', () => {
  const dir = mkdtempSync(join(tmpdir(), 'packstroom-env-'))
  const envFile = join(dir, '.env')
  writeFileSync(envFile, '# shop settings\nSHOP_NAME="Kaartenhoek"\nPORT=4000\nHOST=0.0.0.0\n')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test('reads the values of a .env file', () => {
    const env = readEnvironment({}, envFile)
    expect(env).toMatchObject({ SHOP_NAME: 'Kaartenhoek', PORT: '4000', HOST: '0.0.0.0' })
    expect(loadConfig(env)).toMatchObject({ port: 4000, shop: expect.objectContaining({ shopName: 'Kaartenhoek' }) })
  })

  test('a variable set in the real environment wins over the .env file', () => {
    const env = readEnvironment({ PORT: '5000' }, envFile)
    expect(env.PORT).toBe('5000')
    expect(env.SHOP_NAME).toBe('Kaartenhoek')
  })

  test('without a .env file only the environment counts', () => {
    expect(readEnvironment({ PORT: '5000' }, join(dir, 'missing.env'))).toEqual({ PORT: '5000' })
  })
})
