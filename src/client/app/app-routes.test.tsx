import type { ReactNode } from 'react'
import { createRoutesFromChildren, matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, test } from 'vitest'
import { isPageRoute, pageRoutes } from '#shared/contracts/page-routes'
import { AppRoutes } from './app-routes'

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
