import { describe, expect, test } from 'vitest'
import type { DisputePack } from '../contracts/dispute-pack'
import { disputePackSections, toTheSecond } from './dispute-pack'

// decision 063: the evidence pack in the seller's Dutch, as the page and the PDF both show it.
const pack: DisputePack = {
  madeAt: '2026-11-29T20:00:00.000Z',
  order: {
    id: 42,
    orderNumber: '3F2A9C1B',
    status: 'completed',
    tiktokUsername: 'kaartfan',
    createdAt: '2026-11-29T19:00:00.000Z',
    paidAt: '2026-11-29T19:01:00.000Z',
    completedAt: '2026-11-29T20:14:05.000Z',
    cancelledAt: null,
    battleSpot: false,
  },
  lines: [{ orderId: 42, productName: 'Booster Box – Nachtvlam', quantity: 2, unitPriceCents: 1250, status: 'completed' }],
  buyer: { name: 'Fenna de Vries', email: 'fenna@example.nl', street: 'Kerkstraat 1', postalCode: '1234 AB', city: 'Utrecht', country: 'nederland', anonymised: false },
  payment: {
    provider: 'mollie',
    providerPaymentId: 'tr_WDqYK6vllg',
    status: 'paid',
    lateStatus: null,
    amountCents: 2500,
    shippingMethod: 'live',
    shippingCostCents: 0,
    createdAt: '2026-11-29T19:00:00.000Z',
    settledAt: '2026-11-29T19:01:00.000Z',
    refunds: [],
    chargebacks: [],
  },
  opening: null,
  recording: null,
  shipment: null,
  cardsKept: null,
  withdrawal: null,
}

const section = (p: DisputePack, id: string) => disputePackSections(p).find((s) => s.id === id)

test('a moment to the second, in the shop’s time', () => {
  expect(toTheSecond('2026-11-29T20:14:05.900Z').replaceAll('\u00a0', ' ')).toBe('29 nov 2026, 21:14:05')
  expect(toTheSecond('2026-07-01T08:00:09.000Z').replaceAll('\u00a0', ' ')).toBe('1 jul 2026, 10:00:09')
})

describe('the opening on stream', () => {
  test('an order completed outside a live says so plainly', () => {
    expect(section(pack, 'opening')).toEqual({
      id: 'opening',
      title: 'Opening op stream',
      lines: [],
      note: 'Niet tijdens een live geopend: de shop heeft geen moment op stream vastgelegd.',
    })
  })

  test('an opening during a live: its moments, how long, and the replay at its start', () => {
    const opened = disputePackSections({
      ...pack,
      opening: {
        sessionStartedAt: '2026-11-29T20:00:00.000Z',
        startedAt: '2026-11-29T20:12:00.000Z',
        tappedAt: '2026-11-29T20:14:05.000Z',
        replayUrl: 'https://youtu.be/abc',
        replay: { url: 'https://youtu.be/abc?t=720s', minute: null },
      },
    }).find((s) => s.id === 'opening')
    expect(opened?.lines).toEqual([
      { label: 'Live gestart om', value: toTheSecond('2026-11-29T20:00:00.000Z') },
      { label: "'Nu aan de beurt' om", value: toTheSecond('2026-11-29T20:12:00.000Z') },
      { label: "'Afronden' getikt om", value: toTheSecond('2026-11-29T20:14:05.000Z') },
      { label: 'Duur van de opening', value: '2 min 5 s' },
      { label: 'Opname', value: 'Bekijk de opname vanaf 21:12', href: 'https://youtu.be/abc?t=720s' },
      { label: 'Link naar de opname', value: 'https://youtu.be/abc?t=720s' },
    ])
  })
})

describe('the recording’s timecodes from OBS (decision 062)', () => {
  const edge = { sessionId: 3, chapterMarked: false, receivedAt: '2026-11-29T20:14:06.000Z' }

  test('without a post from OBS the pack says none came', () => {
    expect(section(pack, 'recording')).toEqual({ id: 'recording', title: 'Tijdcodes uit OBS', lines: [], note: 'Geen tijdcodes van OBS ontvangen.' })
  })

  test('where the opening is in the recording and the stream, and the chapter that names it', () => {
    const recording = {
      start: { ...edge, edge: 'start' as const, recordTimecode: '00:12:03.100', streamTimecode: null, chapterMarked: true },
      end: { ...edge, edge: 'end' as const, recordTimecode: '00:14:10.400', streamTimecode: '01:02:03.000' },
    }
    expect(section({ ...pack, recording }, 'recording')?.lines).toEqual([
      { label: 'Opname bij de start', value: '00:12:03.100' },
      { label: 'Opname bij afronden', value: '00:14:10.400' },
      { label: 'Stream bij de start', value: 'OBS streamde niet' },
      { label: 'Stream bij afronden', value: '01:02:03.000' },
      { label: 'Hoofdstuk in de opname', value: 'Bestelling 3F2A9C1B · @kaartfan' },
    ])
  })

  test('an edge OBS never posted says so, and no chapter without a marked start', () => {
    const recording = { start: null, end: { ...edge, edge: 'end' as const, recordTimecode: null, streamTimecode: null } }
    expect(section({ ...pack, recording }, 'recording')?.lines.map((line) => line.value)).toEqual([
      'Niet ontvangen',
      'OBS nam niet op',
      'Niet ontvangen',
      'OBS streamde niet',
      'Niet gemarkeerd',
    ])
  })
})

test('the payment names the provider’s own id, and the products their amounts', () => {
  expect(section(pack, 'payment')?.lines.slice(0, 2)).toEqual([
    { label: 'Betaald via', value: 'Mollie' },
    { label: 'Betaling-id bij Mollie', value: 'tr_WDqYK6vllg' },
  ])
  expect(section(pack, 'products')?.lines.map((line) => `${line.label}: ${line.value.replaceAll('\u00a0', ' ')}`)).toEqual([
    '2× Booster Box – Nachtvlam: € 25,00 (2 × € 12,50)',
    'Totaal van de betaling: € 25,00',
  ])
})

test('a buyer blanked after the retention period is said to be, not shown as empty lines', () => {
  expect(section({ ...pack, buyer: { ...pack.buyer, name: '', email: '', anonymised: true } }, 'buyer')).toMatchObject({
    lines: [],
    note: 'De persoonsgegevens zijn na de bewaartermijn gewist.',
  })
})
