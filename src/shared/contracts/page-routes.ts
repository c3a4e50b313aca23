/**
 * Every page of the client's router (product.md 2.1), one list for both sides. The router has exactly
 * these pages (app-routes.test.tsx compares them; it writes its paths as literals, which keeps this
 * list out of the storefront's first download), and the server answers a path that matches none of
 * them with 404 (the same page, whose router then shows the 'Page Not Found' card; decision 043).
 * `:name` is one path segment, as in React Router.
 */
export const pageRoutes = {
  home: '/',
  collection: '/collections/:slug',
  paymentSuccess: '/payment/success',
  paymentError: '/payment/error',
  demoPayment: '/payment/demo/:paymentId',
  orderPage: '/bestelling/:token',
  orderWithdrawal: '/bestelling/:token/herroepen',
  withdrawalForm: '/herroepen',
  shippingInfo: '/verzending',
  shippingReturn: '/verzending/:id',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
  refund: '/refund',
  additionalTerms: '/additional-terms',
  shippingPolicy: '/shipping-policy',
  queueWidget: '/queue-widget',
  battleWidget: '/battle-widget',
  obsOrderNotification: '/obs/order-notification',
  obsQueueWidget: '/obs/queue-widget',
  obsPackBattleWidget: '/obs/pack-battle-widget',
  obsLeaderboard: '/obs/leaderboard',
  // The OBS opening overlay: 'Nu aan de beurt' on stream, and OBS's timecodes of each opening (decision 062).
  obsOpening: '/obs/opening',
  admin: '/admin',
  adminLive: '/admin/live',
  adminInventory: '/admin/inventory',
  adminOrders: '/admin/orders',
  adminRefunds: '/admin/refunds',
  adminWithdrawals: '/admin/withdrawals',
  adminPackBattles: '/admin/pack-battles',
  adminEmails: '/admin/emails',
  adminLiveSessions: '/admin/live-sessions',
  adminSetup: '/admin/setup',
  adminShipments: '/admin/shipments',
  adminPackingSlips: '/admin/shipments/pakbonnen',
} as const

export type PageRoute = (typeof pageRoutes)[keyof typeof pageRoutes]

/** '/collections/x/' -> ['collections', 'x']; '/' -> []. Empty segments stay, so '//x' is no page. */
const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/').slice(1)

/** Made at the first call, not on import: the storefront's first download reads only `pageRoutes`. */
let patterns: string[][] | undefined

/** A segment as the router reads it: decoded, and in lower case. */
function readSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase()
  } catch {
    return segment.toLowerCase()
  }
}

/**
 * Whether the client's router has a page for this path (without its query), matched as React Router
 * matches: letter case and trailing slashes do not count, and `:name` takes any one non-empty segment.
 */
export function isPageRoute(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false
  const segments = segmentsOf(pathname).map(readSegment)
  patterns ??= Object.values(pageRoutes).map(segmentsOf)
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index])),
  )
}
