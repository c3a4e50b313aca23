import type { AccessCodeCost } from '#server/platform/access-code'

/**
 * The scrypt cost of every access code the tests hash (the template database's included), instead
 * of the shop's N=32768: a few milliseconds per login rather than ~100 ms, over hundreds of logins.
 * Only the tests' Config (test-app.ts) and set-up use it; loadConfig never does. Hashes carry their
 * cost, so a code stored at the shop's cost still verifies, at that cost.
 */
export const TEST_ACCESS_CODE_COST: AccessCodeCost = Object.freeze({ N: 1024 })
