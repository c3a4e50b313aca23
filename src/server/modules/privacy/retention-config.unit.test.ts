import { expect, test } from 'vitest'
import { ConfigError, loadConfig } from '#server/config'

test('PII_RETENTION_DAYS is 180 days unless configured', () => {
  expect(loadConfig({}).piiRetentionDays).toBe(180)
  expect(loadConfig({ PII_RETENTION_DAYS: '30' }).piiRetentionDays).toBe(30)
})

test('a PII_RETENTION_DAYS that is not a whole number of days from 1 up stops start-up, naming it', () => {
  for (const value of ['0', '-5', '1.5', 'half a year']) {
    expect(() => loadConfig({ PII_RETENTION_DAYS: value }), value).toThrow(ConfigError)
    expect(() => loadConfig({ PII_RETENTION_DAYS: value }), value).toThrow(/^PII_RETENTION_DAYS: /)
  }
})
