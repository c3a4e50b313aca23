import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { matchPath, Navigate, Route, Routes } from 'react-router'
import { HomeRoute } from './routes/home-route'
import { NotFoundRoute } from './routes/not-found-route'
import { PageLoading } from './routes/page-loading'
import { RootLayout } from './routes/root-layout'

/**
 * A page whose code loads when it is first opened. `preload` fetches it ahead: a page the server
 * rendered (decision 044) is loaded before the first render, so that render shows the page at once,
 * as the server did, and not the loading fallback in its place. React.lazy takes any thenable; one
 * that calls back at once hands React the loaded page in the same pass.
 */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  let loaded: ComponentType | undefined
  const preload = () =>
    load().then((module) => {
      loaded = module[name]
    })
  const component = lazy(() => {
    if (!loaded) return load().then((module) => ({ default: module[name] }))
    const ready = { default: loaded }
    return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>
  })
  return Object.assign(component, { preload })
}

const QueueWidgetRoute = page(() => import('./routes/queue-widget-route'), 'QueueWidgetRoute')
const BattleWidgetRoute = page(() => import('./routes/battle-widget-route'), 'BattleWidgetRoute')
const ObsOrderNotificationRoute = page(
  () => import('./routes/obs-order-notification-route'),
  'ObsOrderNotificationRoute',
)
const ObsQueueWidgetRoute = page(() => import('./routes/obs-queue-widget-route'), 'ObsQueueWidgetRoute')
const ObsPackBattleWidgetRoute = page(() => import('./routes/obs-pack-battle-widget-route'), 'ObsPackBattleWidgetRoute')
const ObsLeaderboardRoute = page(() => import('./routes/obs-leaderboard-route'), 'ObsLeaderboardRoute')
const ObsOpeningRoute = page(() => import('./routes/obs-opening-route'), 'ObsOpeningRoute')
const CollectionRoute = page(() => import('./routes/collection-route'), 'CollectionRoute')
const PaymentSuccessRoute = page(() => import('./routes/payment-success-route'), 'PaymentSuccessRoute')
const PaymentErrorRoute = page(() => import('./routes/payment-error-route'), 'PaymentErrorRoute')
const DemoPaymentRoute = page(() => import('./routes/demo-payment-route'), 'DemoPaymentRoute')
const OrderPageRoute = page(() => import('./routes/order-page-route'), 'OrderPageRoute')
const shippingRoutes = () => import('./routes/shipping-routes')
const ShippingInfoRoute = page(shippingRoutes, 'ShippingInfoRoute')
const ShippingReturnRoute = page(shippingRoutes, 'ShippingReturnRoute')
const withdrawalRoutes = () => import('./routes/withdrawal-routes')
const WithdrawalFormRoute = page(withdrawalRoutes, 'WithdrawalFormRoute')
const OrderWithdrawalRoute = page(withdrawalRoutes, 'OrderWithdrawalRoute')
const staticRoutes = () => import('./routes/static-routes')
const TermsRoute = page(staticRoutes, 'TermsRoute')
const PrivacyRoute = page(staticRoutes, 'PrivacyRoute')
const ContactRoute = page(staticRoutes, 'ContactRoute')
const RefundRoute = page(staticRoutes, 'RefundRoute')
const AdditionalTermsRoute = page(staticRoutes, 'AdditionalTermsRoute')
const ShippingPolicyRoute = page(staticRoutes, 'ShippingPolicyRoute')
const AdminLayout = page(() => import('./routes/admin-layout'), 'AdminLayout')
const AdminLiveRoute = page(() => import('./routes/admin-live-route'), 'AdminLiveRoute')
const AdminInventoryRoute = page(() => import('./routes/admin-inventory-route'), 'AdminInventoryRoute')
const AdminOrdersRoute = page(() => import('./routes/admin-orders-route'), 'AdminOrdersRoute')
const AdminPackBattlesRoute = page(() => import('./routes/admin-pack-battles-route'), 'AdminPackBattlesRoute')
const AdminRefundsRoute = page(() => import('./routes/admin-refunds-route'), 'AdminRefundsRoute')
const AdminWithdrawalsRoute = page(() => import('./routes/admin-withdrawals-route'), 'AdminWithdrawalsRoute')
const AdminEmailsRoute = page(() => import('./routes/admin-emails-route'), 'AdminEmailsRoute')
const AdminLiveSessionsRoute = page(() => import('./routes/admin-live-sessions-route'), 'AdminLiveSessionsRoute')
const AdminSetupRoute = page(() => import('./routes/admin-setup-route'), 'AdminSetupRoute')
const adminShipmentsRoutes = () => import('./routes/admin-shipments-route')
const AdminShipmentsRoute = page(adminShipmentsRoutes, 'AdminShipmentsRoute')
const AdminPackingSlipsRoute = page(adminShipmentsRoutes, 'AdminPackingSlipsRoute')

/** The lazily loaded pages the server renders with their data (decision 044; home is in the first download). */
const serverRenderedPages = [
  ['/collections/:slug', CollectionRoute],
  ['/terms', TermsRoute],
  ['/privacy', PrivacyRoute],
  ['/contact', ContactRoute],
  ['/refund', RefundRoute],
  ['/additional-terms', AdditionalTermsRoute],
  ['/shipping-policy', ShippingPolicyRoute],
] as const

/** Whether the server renders the page at `pathname` with its data: home, a collection, a page of text. */
export function isServerRenderedPage(pathname: string): boolean {
  return pathname === '/' || serverRenderedPages.some(([path]) => matchPath(path, pathname))
}

/** Loads the code of the page at `pathname` when the server renders it; resolves at once for any other. */
export async function preloadPage(pathname: string): Promise<void> {
  await serverRenderedPages.find(([path]) => matchPath(path, pathname))?.[1].preload()
}

// product.md 14: while an OBS overlay loads nothing is drawn: a loading text would flash on the stream.
const overlay = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>
const widget = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>

/**
 * product.md 2.1: every page of the shop. Only home is in the first download; every other page, and all
 * admin and overlay code, loads when it is opened. Declarative routes rather than a data router
 * (createBrowserRouter): the shop loads its data with TanStack Query, and the data router's code
 * would be some 16 KiB gzipped of the storefront's first download
 * (docs/decisions/012-storefront-performance.md). Under the browser's router a navigation runs in a
 * transition, so the page on screen stays until the next one's code is in.
 */
export function AppRoutes() {
  return (
    <Routes>
      {/* product.md 2.1 and 2.9: the pop-out widget pages go without the site header and footer. */}
      <Route path="queue-widget" element={widget(<QueueWidgetRoute />)} />
      <Route path="battle-widget" element={widget(<BattleWidgetRoute />)} />
      {/* product.md 14: the OBS overlays, transparent pages for a 600 px wide browser source. */}
      <Route path="obs/order-notification" element={overlay(<ObsOrderNotificationRoute />)} />
      <Route path="obs/queue-widget" element={overlay(<ObsQueueWidgetRoute />)} />
      <Route path="obs/pack-battle-widget" element={overlay(<ObsPackBattleWidgetRoute />)} />
      <Route path="obs/leaderboard" element={overlay(<ObsLeaderboardRoute />)} />
      {/* decision 062: the order on stream, and OBS's timecodes of each opening. */}
      <Route path="obs/opening" element={overlay(<ObsOpeningRoute />)} />
      <Route element={<RootLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="collections/:slug" element={<CollectionRoute />} />
        <Route path="payment/success" element={<PaymentSuccessRoute />} />
        <Route path="payment/error" element={<PaymentErrorRoute />} />
        <Route path="payment/demo/:paymentId" element={<DemoPaymentRoute />} />
        <Route path="bestelling/:token" element={<OrderPageRoute />} />
        <Route path="bestelling/:token/herroepen" element={<OrderWithdrawalRoute />} />
        <Route path="herroepen" element={<WithdrawalFormRoute />} />
        <Route path="verzending" element={<ShippingInfoRoute />} />
        <Route path="verzending/:id" element={<ShippingReturnRoute />} />
        <Route path="terms" element={<TermsRoute />} />
        <Route path="privacy" element={<PrivacyRoute />} />
        <Route path="contact" element={<ContactRoute />} />
        <Route path="refund" element={<RefundRoute />} />
        <Route path="additional-terms" element={<AdditionalTermsRoute />} />
        <Route path="shipping-policy" element={<ShippingPolicyRoute />} />
        <Route path="admin" element={<AdminLayout />}>
          {/* decision 040: a bare /admin opens the seller's live console; a login lands on /admin/inventory (product.md 7.3). */}
          <Route index element={<Navigate to="live" replace />} />
          <Route path="live" element={<AdminLiveRoute />} />
          <Route path="inventory" element={<AdminInventoryRoute />} />
          <Route path="orders" element={<AdminOrdersRoute />} />
          <Route path="refunds" element={<AdminRefundsRoute />} />
          <Route path="withdrawals" element={<AdminWithdrawalsRoute />} />
          <Route path="pack-battles" element={<AdminPackBattlesRoute />} />
          <Route path="emails" element={<AdminEmailsRoute />} />
          <Route path="live-sessions" element={<AdminLiveSessionsRoute />} />
          <Route path="setup" element={<AdminSetupRoute />} />
          <Route path="shipments" element={<AdminShipmentsRoute />} />
          <Route path="shipments/pakbonnen" element={<AdminPackingSlipsRoute />} />
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  )
}
