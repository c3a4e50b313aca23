import { describe, expect, test } from 'vitest'
import { holdAddressOf, normalizeEmail } from './unpaid-holds'

describe('the address a hold is counted on', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:7:1::1', '2001:db8:7:1::/64'],
    ['2001:0db8:0007:0001:ffff:ffff:ffff:ffff', '2001:db8:7:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b:1:2:3:4:198.51.100.1', '64:ff9b:1:2::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, expected) => {
    expect(holdAddressOf(address)).toBe(expected)
  })

  test('every address of one /64 is one client; the next /64 is another', () => {
    const block = new Set(['2001:db8:7:1::1', '2001:db8:7:1:abcd::2', '2001:DB8:7:1:ffff:ffff:ffff:fffe'].map(holdAddressOf))
    expect(block.size).toBe(1)
    expect(holdAddressOf('2001:db8:7:2::1')).not.toBe(holdAddressOf('2001:db8:7:1::1'))
  })
})

test('a buyer is their mailbox: case and surrounding spaces do not make another buyer', () => {
  expect(normalizeEmail('  Sanne@Example.NL ')).toBe('sanne@example.nl')
})
