import { describe, expect, test } from 'vitest'
import {
  addressLines,
  daysLeftText,
  daysUntil,
  isEndingSoon,
  parcelHoldNote,
  recipientName,
  sealedPacksLabel,
  sealedPacksNote,
  slipDensity,
  trackingCodeRequired,
  trackingFormSchema,
  waitingSinceText,
} from './desk-format'

// 14:00 in Amsterdam on 9 July 2026 (summer time).
const now = new Date('2026-07-09T12:00:00Z')

describe('a held order ending soon (decision 022)', () => {
  test('counts calendar days in Amsterdam, the last day itself being 0', () => {
    expect(daysUntil('2026-07-09', now)).toBe(0)
    expect(daysUntil('2026-07-16', now)).toBe(7)
    expect(daysUntil('2026-08-01', now)).toBe(23)
    // 23:30 UTC on 9 July is already 10 July in Amsterdam.
    expect(daysUntil('2026-07-16', new Date('2026-07-09T22:30:00Z'))).toBe(6)
  })

  test('stands out from seven days before its last day, through the last day', () => {
    expect(isEndingSoon('2026-07-16', now)).toBe(true)
    expect(isEndingSoon('2026-07-09', now)).toBe(true)
    expect(isEndingSoon('2026-07-17', now)).toBe(false)
  })

  test('says how long is left', () => {
    expect(daysLeftText('2026-07-09', now)).toBe('Laatste dag vandaag')
    expect(daysLeftText('2026-07-10', now)).toBe('Nog 1 dag')
    expect(daysLeftText('2026-07-14', now)).toBe('Nog 5 dagen')
  })
})

describe('since when a parcel waits', () => {
  test('today and yesterday with the time in Amsterdam, earlier with the day and the days waited', () => {
    expect(waitingSinceText('2026-07-09T07:05:00Z', now)).toBe('Wacht sinds vandaag, 09:05')
    expect(waitingSinceText('2026-07-08T18:15:00Z', now)).toBe('Wacht sinds gisteren, 20:15')
    expect(waitingSinceText('2026-07-06T10:00:00Z', now)).toBe('Wacht sinds 6 juli 2026 (3 dagen)')
  })

  test('the Amsterdam day counts, not the UTC day', () => {
    // 22:30 UTC on 8 July is 00:30 on 9 July in Amsterdam: today.
    expect(waitingSinceText('2026-07-08T22:30:00Z', now)).toBe('Wacht sinds vandaag, 00:30')
  })

  test('an unreadable moment is shown as sent', () => {
    expect(waitingSinceText('gisteren', now)).toBe('Wacht sinds gisteren')
  })
})

describe('the recipient', () => {
  const parcel = {
    firstName: 'Sanne',
    lastName: 'de Vries',
    street: 'Kerkstraat',
    houseNumber: '12a',
    postalCode: '1234 AB',
    city: 'Utrecht',
    country: 'belgie' as const,
  }

  test('name and address lines as they go on the parcel, the country spelled out', () => {
    expect(recipientName(parcel)).toBe('Sanne de Vries')
    expect(addressLines(parcel)).toEqual(['Kerkstraat 12a', '1234 AB Utrecht', 'België'])
  })
})

describe('the track & trace field: the server’s rule', () => {
  const check = (trackingCode: string) => {
    const result = trackingFormSchema.safeParse({ trackingCode })
    return result.success ? 'ok' : result.error.issues.map((issue) => issue.message)
  }

  test('takes PostNL’s domestic and international codes, whatever the spaces, dashes and case', () => {
    expect(check('3SABCD1234567')).toBe('ok')
    expect(check(' 3s abcd-1234 567 ')).toBe('ok')
    expect(check('rr123456789nl')).toBe('ok')
  })

  test('an empty field asks for the code, once', () => {
    expect(check('')).toEqual([trackingCodeRequired])
    expect(check('  - ')).toEqual([trackingCodeRequired])
  })

  test('anything else is the server’s message', () => {
    expect(check('3SABC')).toEqual(['Ongeldige track & trace code'])
    expect(check('RR12345678NL')).toEqual(['Ongeldige track & trace code'])
  })
})

describe('a packing slip fits one A4 page', () => {
  const lines = (count: number, productName = 'Booster Pack – Nachtvlam', opened = true) =>
    Array.from({ length: count }, () => ({ productName, opened }))

  test('a few lines are set roomy, more closer, many tight', () => {
    expect(slipDensity(lines(1))).toBe('roomy')
    expect(slipDensity(lines(8))).toBe('roomy')
    expect(slipDensity(lines(9))).toBe('compact')
    expect(slipDensity(lines(16))).toBe('compact')
    expect(slipDensity(lines(17))).toBe('tight')
  })

  test('a long name, or an unopened pack that says so, counts as two lines', () => {
    const long = 'Booster Box – Twilight Masquerade Japanese edition'
    expect(slipDensity(lines(5, long))).toBe('compact')
    expect(slipDensity(lines(5, 'Booster Box – Nachtvlam (36 packs)', false))).toBe('compact')
    expect(slipDensity(lines(5, 'Booster Box – Nachtvlam (36 packs)', true))).toBe('roomy')
  })
})

describe('sending unopened packs sealed (decision 028)', () => {
  test('the tick names how many, and the note says they leave the queue without a pack-opened e-mail', () => {
    expect(sealedPacksLabel(1)).toBe('Ongeopende pack verzegeld meesturen')
    expect(sealedPacksLabel(3)).toBe('3 ongeopende packs verzegeld meesturen')
    expect(sealedPacksNote(['Booster Box – Nachtvlam'])).toBe(
      "Booster Box – Nachtvlam: gaat dicht mee en verdwijnt uit de wachtrij. De koper krijgt alleen 'Je pakket is verzonden', " +
        "geen 'Je pack is geopend'. Liever eerst live openen? Rond de pack dan eerst af in de wachtrij.",
    )
    expect(sealedPacksNote(['Booster Box', 'Tin'])).toMatch(/^Booster Box, Tin: gaan dicht mee en verdwijnen uit de wachtrij\. .* de packs /)
  })
})

describe('a parcel held after a chargeback (decision 052)', () => {
  test('says why and what the seller does: not send it until the bank reverses the chargeback', () => {
    expect(parcelHoldNote({ reason: 'charged_back', heldAt: '2026-07-09T12:00:00.000Z' })).toBe(
      "Vastgehouden: betaling teruggeboekt door de bank. Dit pakket kan pas weg als de bank de terugboeking terugdraait; stuur je het niet meer, kies dan 'Niet versturen'.",
    )
  })
})
