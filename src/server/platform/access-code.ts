import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** scrypt's cost N (a power of two) for new hashes; r and p stay fixed. */
export type AccessCodeCost = { readonly N: number }

const fixed = { r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions
const KEY_LENGTH = 32

function derive(code: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(code.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking stored codes. */
export async function hashAccessCode(code: string, cost: AccessCodeCost): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(code, salt, { ...fixed, N: cost.N })
  return ['scrypt', cost.N, fixed.r, fixed.p, salt.toString('base64'), key.toString('base64')].join('$')
}

/** Derives at the stored cost, whatever new hashes cost; compares in constant time; a malformed stored hash never matches. */
export async function verifyAccessCode(code: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$')
  if (algorithm !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: fixed.maxmem }
  try {
    const actual = await derive(code, Buffer.from(salt, 'base64'), options)
    return actual.length === expected.length && timingSafeEqual(actual, expected)
  } catch {
    // Cost parameters scrypt refuses: the stored value is not a hash we wrote.
    return false
  }
}

// No 0/O, 1/I/L: the seller may have to read the code aloud or type it on a phone.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A code like 'K7QM-R2XW-9HTC-PD4N': 16 symbols of 31, about 79 bits. */
export function generateAccessCode(): string {
  const symbols = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return [0, 4, 8, 12].map((start) => symbols.slice(start, start + 4).join('')).join('-')
}
