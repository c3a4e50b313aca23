import { expect, test } from 'vitest'
import { MAIL_TIMING_DEFAULTS, triedForMs } from './mail-worker'

const minutes = (n: number) => n * 60_000

test('the waits between attempts double from 30 s to an hour, and a message is tried for a day in about thirty attempts', () => {
  expect(triedForMs(0, MAIL_TIMING_DEFAULTS)).toBe(0)
  expect(triedForMs(1, MAIL_TIMING_DEFAULTS)).toBe(0)
  expect(triedForMs(2, MAIL_TIMING_DEFAULTS)).toBe(30_000)
  expect(triedForMs(3, MAIL_TIMING_DEFAULTS)).toBe(90_000)
  // 30 s, 1, 2, 4, 8, 16 and 32 min, then an hour each time.
  expect(triedForMs(8, MAIL_TIMING_DEFAULTS)).toBe(minutes(63.5))
  expect(triedForMs(9, MAIL_TIMING_DEFAULTS)).toBe(minutes(123.5))

  const firstAfterADay = Array.from({ length: 100 }, (_, attempts) => attempts).find(
    (attempts) => triedForMs(attempts, MAIL_TIMING_DEFAULTS) >= MAIL_TIMING_DEFAULTS.giveUpAfterMs,
  )
  // 63.5 min after the eighth, then 23 hours more.
  expect(firstAfterADay).toBe(31)
})

test('a huge number of attempts costs no more to count than a few', () => {
  expect(triedForMs(2_000_000_000, MAIL_TIMING_DEFAULTS)).toBe(minutes(63.5) + (2_000_000_000 - 8) * minutes(60))
})
