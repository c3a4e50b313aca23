import type { ReactNode } from 'react'
import { createRoutesFromChildren, matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, test } from 'vitest'
import { isPageRoute, pageRoutes } from '#shared/contracts/page-routes'
import { AppRoutes, isServerRenderedPage } from './app-routes'

/** The router's routes as React Router reads them from AppRoutes. */
const routes = createRoutesFromChildren((AppRoutes() as { props: { children: ReactNode } }).props.children)

/** Every page's whole path, '/' and its parents' paths before it; '*' for the catch-all. */
function leafPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return ['*']
    const path = route.path ? `${parent}/${route.path}` : parent
    if (route.children) return leafPaths(route.children, path)
    return [path || '/']
  })
}

/** Whether the router shows a page of its own for the path, rather than the 'Page Not Found' card. */
const routerHasPage = (path: string) => {
  const matches = matchRoutes(routes, path)
  return Boolean(matches) && matches?.at(-1)?.route.path !== '*'
}

/** A pattern with each `:name` filled in. */
const filled = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, 'Abc-123')

describe('the one list of pages (decision 043)', () => {
  test('the router has exactly the pages of the shared list, and a catch-all for the rest', () => {
    const paths = leafPaths(routes)
    expect(paths.filter((path) => path !== '*').sort()).toEqual(Object.values(pageRoutes).sort())
    expect(paths).toContain('*')
  })

  const samples = [
    ...Object.values(pageRoutes).map(filled),
    ...Object.values(pageRoutes).map((pattern) => `${filled(pattern)}/`.replace('//', '/')),
    '/CONTACT',
    '/Collections/Booster-Packs',
    '/admin/live',
    '/nope',
    '/deze/pagina/bestaat/niet',
    '/admin',
    '/admin/nope',
    '/collections',
    '/collections/a/b',
    '/bestelling/x/y',
    '/payment',
    '/payment/demo',
    '/obs/nope',
    '/assets-and-more',
    '//contact',
  ]

  test.each(samples)('the server and the router agree on whether %s is a page', (path) => {
    expect(isPageRoute(path)).toBe(routerHasPage(path))
  })

  test('a page with its parameters is a page; a path no page has is not', () => {
    expect(isPageRoute('/collections/booster-packs')).toBe(true)
    expect(isPageRoute('/admin/live')).toBe(true)
    expect(isPageRoute('/bestelling/abc/herroepen')).toBe(true)
    expect(isPageRoute('/nope')).toBe(false)
    expect(isPageRoute('/admin')).toBe(true)
    expect(isPageRoute('/admin/nope')).toBe(false)
  })
})

describe('the pages the server renders with their data (decision 044): the real list, isServerRenderedPage', () => {
  // The same page for every visitor, read without a session: home, a collection and the pages of text.
  const rendered: string[] = [
    pageRoutes.home,
    pageRoutes.collection,
    pageRoutes.terms,
    pageRoutes.privacy,
    pageRoutes.contact,
    pageRoutes.refund,
    pageRoutes.additionalTerms,
    pageRoutes.shippingPolicy,
  ]

  test.each(Object.entries(pageRoutes))('%s (%s) is rendered on the server only if it is one of those', (_name, pattern) => {
    for (const path of [filled(pattern), `${filled(pattern)}/`.replace('//', '/'), filled(pattern).toUpperCase()]) {
      expect(isServerRenderedPage(path), path).toBe(rendered.includes(pattern))
    }
  })

  // Whatever the list above says: a page that names a buyer's token or a payment (personal data, the
  // order page), the back office and the payment pages are never rendered on the server, where one
  // answer is kept for every visitor.
  const never = Object.values(pageRoutes).filter(
    (pattern) => (pattern.includes(':') && pattern !== pageRoutes.collection) || /^\/(admin|payment|bestelling|verzending|herroepen)\b/.test(pattern),
  )

  test.each(never)('%s is never rendered on the server', (pattern) => {
    expect(isServerRenderedPage(filled(pattern))).toBe(false)
  })

  test('the pages that may never be rendered are the ones with a token or id, the back office and the payment pages', () => {
    expect(never).toEqual(
      expect.arrayContaining([pageRoutes.orderPage, pageRoutes.orderWithdrawal, pageRoutes.shippingReturn, pageRoutes.demoPayment]),
    )
    expect(never).toEqual(expect.arrayContaining([pageRoutes.paymentSuccess, pageRoutes.paymentError, pageRoutes.admin, pageRoutes.adminOrders]))
  })
})
