import { describe, expect, test } from 'vitest'
import { isSetupProblem, type SetupVariable } from '#shared/contracts/admin-setup'
import { ConfigError, loadConfig, publicShopInfo } from '#server/config'
import { checkSetup, setupProblems, startRefusal } from './setup-check'

/** A shop ready for real buyers: its own address, KvK number, mail server and live Mollie key. */
const ready = {
  PUBLIC_URL: 'https://kaartenwinkel.nl',
  PAYMENT_PROVIDER: 'mollie',
  MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz',
  CONTACT_EMAIL: 'hallo@kaartenwinkel.nl',
  COMPANY_REG_NUMBER: '87654321',
  SMTP_URL: 'smtps://winkel:geheim@smtp.mailbedrijf.nl:465',
}

const stateOf = (env: Record<string, string>, variable: SetupVariable) =>
  checkSetup(loadConfig(env)).settings.find((setting) => setting.variable === variable)?.state
const problemsOf = (env: Record<string, string>) => setupProblems(loadConfig(env)).map((problem) => problem.variable)

describe('the settings a new shop starts with are placeholders (decision 037)', () => {
  test('without configuration: the contact address, KvK number, sender and address are placeholders, the mail server is missing', () => {
    expect(problemsOf({})).toEqual(['CONTACT_EMAIL', 'COMPANY_REG_NUMBER', 'PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM'])
    const states = Object.fromEntries(checkSetup(loadConfig({})).settings.map((setting) => [setting.variable, setting.state]))
    expect(states).toEqual({
      SHOP_NAME: 'default',
      CONTACT_EMAIL: 'placeholder',
      COMPANY_REG_NUMBER: 'placeholder',
      PUBLIC_URL: 'placeholder',
      SMTP_URL: 'missing',
      MAIL_FROM: 'placeholder',
      MAIL_PROCESSOR: 'default',
      PAYMENT_PROVIDER: 'test',
      MOLLIE_API_KEY: 'default',
      ADMIN_ACCESS_CODE: 'default',
      PII_RETENTION_DAYS: 'default',
    })
  })

  test('a shop with its own settings has no problem left', () => {
    expect(problemsOf(ready)).toEqual([])
    expect(checkSetup(loadConfig(ready)).settings.filter(isSetupProblem)).toEqual([])
  })

  test.each([
    ['http://localhost:3000'],
    ['http://127.0.0.1:8080'],
    ['https://winkel.localhost'],
    ['http://[::1]:3000'],
    ['http://0.0.0.0:3000'],
  ])('PUBLIC_URL %s is this machine: a placeholder', (url) => {
    expect(stateOf({ ...ready, PUBLIC_URL: url }, 'PUBLIC_URL')).toBe('placeholder')
  })

  test('a public address on http is not a placeholder', () => {
    expect(stateOf({ ...ready, PUBLIC_URL: 'http://192.168.1.20:3000' }, 'PUBLIC_URL')).toBe('ok')
  })

  test('the placeholder address is one whatever its case, and MAIL_FROM is judged by its address', () => {
    expect(stateOf({ ...ready, CONTACT_EMAIL: 'Info@Packstroom.nl' }, 'CONTACT_EMAIL')).toBe('placeholder')
    // Unset, MAIL_FROM follows CONTACT_EMAIL: a placeholder with it, the shop's own address with a real one.
    expect(stateOf({ ...ready, CONTACT_EMAIL: '' }, 'MAIL_FROM')).toBe('placeholder')
    expect(stateOf(ready, 'MAIL_FROM')).toBe('ok')
    expect(stateOf({ ...ready, MAIL_FROM: '"Winkel" <info@packstroom.nl>' }, 'MAIL_FROM')).toBe('placeholder')
    expect(stateOf({ ...ready, CONTACT_EMAIL: '', MAIL_FROM: 'bestellingen@kaartenwinkel.nl' }, 'MAIL_FROM')).toBe('ok')
  })

  test('a Mollie test key and demo payments are for trying the shop, not problems', () => {
    expect(stateOf({ ...ready, MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz' }, 'MOLLIE_API_KEY')).toBe('test')
    expect(stateOf(ready, 'MOLLIE_API_KEY')).toBe('ok')
    expect(stateOf({ ...ready, PAYMENT_PROVIDER: 'demo', MOLLIE_API_KEY: '' }, 'PAYMENT_PROVIDER')).toBe('test')
    expect(problemsOf({ ...ready, PAYMENT_PROVIDER: 'demo', MOLLIE_API_KEY: '' })).toEqual([])
  })

  test('no secret is ever a value: not the mail server, the Mollie key or the access code', () => {
    const check = checkSetup(loadConfig({ ...ready, ADMIN_ACCESS_CODE: 'geheime-code-123' }))
    const secrets = Object.fromEntries(check.settings.map((setting) => [setting.variable, setting.value]))
    expect(secrets).toMatchObject({ SMTP_URL: null, MOLLIE_API_KEY: null, ADMIN_ACCESS_CODE: null })
    const text = JSON.stringify(check)
    for (const secret of ['geheim', 'live_abcdefghijklmnopqrstuvwxyz', 'geheime-code-123']) expect(text).not.toContain(secret)
  })
})

describe('the start-up guard (decision 037)', () => {
  test('a shop on http with demo payments starts with placeholders: it takes no real buyers', () => {
    expect(startRefusal(loadConfig({}))).toBeUndefined()
    expect(startRefusal(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }))).toBeUndefined()
  })

  test('a shop on https refuses, one line per setting, then the way to start it anyway', () => {
    const lines = startRefusal(loadConfig({ PUBLIC_URL: 'https://kaartenwinkel.nl', PAYMENT_PROVIDER: 'demo' }))
    expect(lines).toEqual([
      'Cannot start: CONTACT_EMAIL: still the placeholder info@packstroom.nl; set the address buyers write to (every page and e-mail shows it)',
      "Cannot start: COMPANY_REG_NUMBER: still the placeholder 12345678; set the shop's KvK number (the static pages show it)",
      'Cannot start: SMTP_URL: not set, so no buyer gets an e-mail; set the mail server, smtp://user:password@host:587 or smtps://user:password@host:465',
      "Cannot start: MAIL_FROM: sends as the placeholder info@packstroom.nl; set CONTACT_EMAIL (MAIL_FROM follows it) or MAIL_FROM to the shop's own address",
      'This shop takes real buyers (PUBLIC_URL is https), so it does not start with the settings above. ' +
        'ALLOW_INCOMPLETE_SETUP=true starts it anyway, and the back office then says it is not ready for real buyers.',
    ])
  })

  test('Mollie alone makes it a shop for real buyers', () => {
    const lines = startRefusal(loadConfig({ ...ready, PUBLIC_URL: '' }))
    expect(lines?.[0]).toBe(
      "Cannot start: PUBLIC_URL: http://localhost:3000 is this machine, not the shop's public address; set the https address buyers open (payments and e-mail links lead there)",
    )
    expect(lines?.at(-1)).toContain('(PAYMENT_PROVIDER is mollie)')
  })

  test('ALLOW_INCOMPLETE_SETUP=true lets it start; the problems stay for the back office', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://kaartenwinkel.nl', PAYMENT_PROVIDER: 'demo', ALLOW_INCOMPLETE_SETUP: 'true' })
    expect(startRefusal(config)).toBeUndefined()
    expect(checkSetup(config)).toMatchObject({ production: true })
    expect(setupProblems(config)).toHaveLength(4)
  })

  test('ALLOW_INCOMPLETE_SETUP takes the boolean words TRUST_PROXY takes, and nothing else', () => {
    expect(loadConfig({}).allowIncompleteSetup).toBe(false)
    expect(loadConfig({ ALLOW_INCOMPLETE_SETUP: 'yes' }).allowIncompleteSetup).toBe(true)
    expect(() => loadConfig({ ALLOW_INCOMPLETE_SETUP: 'ja' })).toThrow(ConfigError)
    expect(() => loadConfig({ ALLOW_INCOMPLETE_SETUP: 'ja' })).toThrow(/^ALLOW_INCOMPLETE_SETUP: /)
  })
})

describe('the privacy page names who processes the buyer’s data, as configured (decision 037)', () => {
  test('a demo shop without a mail server names nobody, and keeps personal data the configured days', () => {
    expect(publicShopInfo(loadConfig({ PII_RETENTION_DAYS: '90' })).privacy).toEqual({
      paymentProcessor: null,
      mailProcessor: null,
      retentionDays: 90,
    })
  })

  test('Mollie is Mollie B.V.; the mail server is MAIL_PROCESSOR, else a mail service, never its host name or password', () => {
    expect(publicShopInfo(loadConfig({ ...ready, MAIL_PROCESSOR: 'Mailbedrijf B.V.' })).privacy).toEqual({
      paymentProcessor: 'Mollie B.V.',
      mailProcessor: 'Mailbedrijf B.V.',
      retentionDays: 180,
    })
    const fallback = publicShopInfo(loadConfig(ready))
    expect(fallback.privacy.mailProcessor).toBe('een e-maildienst')
    expect(JSON.stringify(fallback)).not.toContain('geheim')
    expect(JSON.stringify(fallback)).not.toContain('mailbedrijf')
    expect(stateOf(ready, 'MAIL_PROCESSOR')).toBe('default')
  })

  test('MAIL_PROCESSOR without a mail server names nobody: no e-mail leaves the shop', () => {
    expect(publicShopInfo(loadConfig({ MAIL_PROCESSOR: 'Mailbedrijf B.V.' })).privacy.mailProcessor).toBeNull()
  })

  test('MAIL_PROCESSOR of only spaces is refused with its name', () => {
    expect(() => loadConfig({ MAIL_PROCESSOR: '   ' })).toThrow(/^MAIL_PROCESSOR: must name the company that runs the mail server/)
  })
})
