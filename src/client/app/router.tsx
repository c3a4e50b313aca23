import { createBrowserRouter } from 'react-router'
import { HomeRoute } from './routes/home-route'
import { NotFoundRoute } from './routes/not-found-route'
import { PageLoading } from './routes/page-loading'
import { RootLayout } from './routes/root-layout'

/**
 * SPEC 2.1. Only home is in the first download; every other page, and all admin and overlay code,
 * loads when it is opened.
 */
export const router = createBrowserRouter([
  // SPEC 2.1 and 2.9: the pop-out widget pages go without the site header and footer.
  {
    path: 'queue-widget',
    hydrateFallbackElement: <PageLoading />,
    lazy: () => import('./routes/queue-widget-route').then((m) => ({ Component: m.QueueWidgetRoute })),
  },
  {
    path: 'battle-widget',
    hydrateFallbackElement: <PageLoading />,
    lazy: () => import('./routes/battle-widget-route').then((m) => ({ Component: m.BattleWidgetRoute })),
  },
  // CONTRACT 5: the OBS overlays, transparent pages for a 600 px wide browser source. While one
  // loads, nothing is drawn: a loading text would flash on the stream.
  {
    path: 'obs/order-notification',
    hydrateFallbackElement: <></>,
    lazy: () =>
      import('./routes/obs-order-notification-route').then((m) => ({ Component: m.ObsOrderNotificationRoute })),
  },
  {
    path: 'obs/queue-widget',
    hydrateFallbackElement: <></>,
    lazy: () => import('./routes/obs-queue-widget-route').then((m) => ({ Component: m.ObsQueueWidgetRoute })),
  },
  {
    path: 'obs/pack-battle-widget',
    hydrateFallbackElement: <></>,
    lazy: () =>
      import('./routes/obs-pack-battle-widget-route').then((m) => ({ Component: m.ObsPackBattleWidgetRoute })),
  },
  {
    path: 'obs/leaderboard',
    hydrateFallbackElement: <></>,
    lazy: () => import('./routes/obs-leaderboard-route').then((m) => ({ Component: m.ObsLeaderboardRoute })),
  },
  {
    element: <RootLayout />,
    // Shown while the first lazily loaded page of a visit arrives.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: 'collections/:slug',
        lazy: () => import('./routes/collection-route').then((m) => ({ Component: m.CollectionRoute })),
      },
      {
        path: 'payment/success',
        lazy: () => import('./routes/payment-success-route').then((m) => ({ Component: m.PaymentSuccessRoute })),
      },
      {
        path: 'payment/error',
        lazy: () => import('./routes/payment-error-route').then((m) => ({ Component: m.PaymentErrorRoute })),
      },
      {
        path: 'payment/demo/:paymentId',
        lazy: () => import('./routes/demo-payment-route').then((m) => ({ Component: m.DemoPaymentRoute })),
      },
      { path: 'terms', lazy: () => import('./routes/static-routes').then((m) => ({ Component: m.TermsRoute })) },
      { path: 'privacy', lazy: () => import('./routes/static-routes').then((m) => ({ Component: m.PrivacyRoute })) },
      { path: 'contact', lazy: () => import('./routes/static-routes').then((m) => ({ Component: m.ContactRoute })) },
      { path: 'refund', lazy: () => import('./routes/static-routes').then((m) => ({ Component: m.RefundRoute })) },
      {
        path: 'additional-terms',
        lazy: () => import('./routes/static-routes').then((m) => ({ Component: m.AdditionalTermsRoute })),
      },
      {
        path: 'shipping-policy',
        lazy: () => import('./routes/static-routes').then((m) => ({ Component: m.ShippingPolicyRoute })),
      },
      {
        path: 'admin',
        lazy: () => import('./routes/admin-layout').then((m) => ({ Component: m.AdminLayout })),
        children: [
          {
            path: 'inventory',
            lazy: () => import('./routes/admin-inventory-route').then((m) => ({ Component: m.AdminInventoryRoute })),
          },
          {
            path: 'orders',
            lazy: () => import('./routes/admin-orders-route').then((m) => ({ Component: m.AdminOrdersRoute })),
          },
          {
            path: 'pack-battles',
            lazy: () =>
              import('./routes/admin-pack-battles-route').then((m) => ({ Component: m.AdminPackBattlesRoute })),
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
])
