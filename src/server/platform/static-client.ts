import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { messages } from '#shared/contracts/messages'
import type { CreatePageRenderer, PageRenderer } from '#shared/contracts/page-render'
import { isPageRoute } from '#shared/contracts/page-routes'
import { realtimeChannels } from '#shared/contracts/realtime'
import type { ShopInfo } from '#shared/contracts/shop'
import { preferredEncoding, type CachedPage } from './answer-cache'
import { isOverlayPath, renderIndexHtml, type Shell } from './index-html'
import { isApiPath } from './paths'

export const defaultClientDir = resolve(import.meta.dirname, '../../../dist/client')

/**
 * The build's folder of hashed files (Vite's default assetsDir). A path under it that names no file
 * is a missing file, so it answers 404, never the page: a script or style that went missing after a
 * deploy fails as such, instead of arriving as HTML with 200.
 */
const ASSETS_PATH = '/assets'
const isAssetPath = (path: string) => path === ASSETS_PATH || path.startsWith(`${ASSETS_PATH}/`)

/** Written by the build (vite.config.ts); a dotfile, so never served as a file of its own. */
const SHELLS_FILE = '.shells.json'

/** The client's code built for Node (vite.config.ts), in a dot folder, so never served as a file. */
const SERVER_RENDER_FILE = join('.server', 'server-render.js')

/**
 * A page rendered with its data shows what the public channels carry, so any of their events makes it
 * old (answer-cache.ts); the browser then follows the same events over its socket.
 */
const pageDependsOn = Object.entries(realtimeChannels)
  .filter(([, audience]) => audience === 'public')
  .map(([channel]) => channel)

/**
 * A page's path as the shop's own links write it: lower case, no trailing slash, nothing escaped
 * ('/', '/collections/booster-packs', '/terms'). The router takes '/Terms/' and '/terms//' for the
 * same page; such a spelling is answered alike but its render is kept apart in the answer cache, so
 * endless spellings cannot push the shop's pages out of it.
 */
const SHOP_SPELLING = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/

type Encoding = 'br' | 'gzip'

/** A rendered page with its compressed forms, made once at start-up. */
type Page = { html: string } & Record<Encoding, Buffer>

function compressedPage(html: string): Page {
  return {
    html,
    br: brotliCompressSync(html, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    }),
    gzip: gzipSync(html, { level: zlib.Z_BEST_COMPRESSION }),
  }
}

/**
 * The prerendered first screens the build wrote beside index.html (vite.config.ts), by page path;
 * none when the file is missing (a build without them still serves every page).
 */
function readShells(clientDir: string): Map<string, Shell> {
  const file = join(clientDir, SHELLS_FILE)
  if (!existsSync(file)) return new Map()
  const { tokens, pages } = JSON.parse(readFileSync(file, 'utf8')) as { tokens: Shell['tokens']; pages: Record<string, string> }
  return new Map(Object.entries(pages).map(([path, html]) => [path, { html, tokens }]))
}

/**
 * The client's code built for the server (decision 044), from the build; none when the build has not
 * written it (a client built before it, or none at all).
 */
export async function loadPageRenderer(clientDir: string): Promise<CreatePageRenderer | undefined> {
  const file = join(clientDir, SERVER_RENDER_FILE)
  if (!existsSync(file)) return undefined
  const module = (await import(pathToFileURL(file).href)) as { createPageRenderer: CreatePageRenderer }
  return module.createPageRenderer
}

/**
 * The renderer, its client's GET requests going to the shop's own routes in-process, without the
 * visitor's cookies: a render reads only what any visitor may read.
 */
function inProcessRenderer(app: FastifyInstance, create: CreatePageRenderer, shop: ShopInfo): PageRenderer {
  const api: typeof fetch = async (input, init) => {
    if (init?.method && init.method !== 'GET') throw new Error('a page render only reads')
    const answer = await app.inject({ method: 'GET', url: String(input) })
    const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.body
    return new Response(body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } })
  }
  return create({ api, shop })
}

/**
 * Serves the built client: hashed assets cached for a year, every page path answered with index.html
 * so the client's router shows the page. A path the router has no page for (the shared list,
 * page-routes.ts) gets the same page with 404, so its router shows the 'Page Not Found' card and a
 * search engine or link checker hears that it is gone (decision 043). Unknown /api paths get JSON.
 * Files and pages go out brotli- or gzip-compressed to a browser that accepts it: the build writes
 * .br and .gz copies beside its files (vite.config.ts), and the page is compressed once here. Home,
 * a collection and the pages of text go out rendered with their data (decision 044), kept per
 * change in the answer cache; should that render fail, home carries its first screen as the build
 * prerendered it, so it shows before the scripts have run.
 */
export const staticClient = fp(
  async (
    app: FastifyInstance,
    options: { clientDir: string; shop: ShopInfo; testShop: boolean; createPageRenderer?: CreatePageRenderer },
  ) => {
    const indexFile = join(options.clientDir, 'index.html')
    const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined
    const page = (extra: { overlay?: boolean; shell?: Shell } = {}) =>
      compressedPage(renderIndexHtml(template ?? '', options.shop, { testShop: options.testShop, ...extra }))
    const pages = template && {
      index: page(),
      overlay: page({ overlay: true }),
      // Pages whose first screen shows before the scripts have run (home), also without their data.
      byPath: new Map([...readShells(options.clientDir)].map(([path, shell]) => [path, page({ shell })])),
    }
    const renderer = pages && options.createPageRenderer ? inProcessRenderer(app, options.createPageRenderer, options.shop) : undefined

    /**
     * Home, a collection or a page of text with its data, rendered once per change of what it shows;
     * `fallback` when the render fails.
     */
    const renderedPage = (render: PageRenderer['render'], path: string, fallback: Page): CachedPage => ({
      key: `page:${path}`,
      dependsOn: pageDependsOn,
      keptApart: !SHOP_SPELLING.test(path),
      load: async () => {
        // Events from this moment on may be missing from the page: its socket asks for them (decision 044).
        const readsBegan = Date.now()
        try {
          const rendered = await render(path)
          const content = { head: rendered.head, html: rendered.html, data: rendered.data }
          const html = (at: number) =>
            renderIndexHtml(template ?? '', options.shop, { testShop: options.testShop, content: { ...content, readsBegan: at } })
          // The ETag is made from the page as if read at 0: a page rendered again from the same data
          // keeps it, so the browser that has it gets 304. Its older moment then asks the socket
          // about more events than needed, and a 'resync' refetches: never an event missed.
          return { status: rendered.status, html: html(readsBegan), sameAs: html(0) }
        } catch (error) {
          // Kept until the next change, like the page would be: a failing render is not run for every request.
          app.log.error({ err: error, path }, 'page render failed: the page goes out without its data')
          return { status: 200, html: fallback.html }
        }
      },
    })

    if (pages) {
      await app.register(fastifyStatic, {
        root: options.clientDir,
        index: false,
        // One route per built file; every other path falls through to index.html below.
        wildcard: false,
        // The compressed copies are sent for their file's own path, with Vary: Accept-Encoding.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        allowedPath: (path) => path !== '/index.html',
        setHeaders: (res, path) => {
          const immutable = path.includes(`${join('/', 'assets')}/`)
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
        },
      })
    }

    app.setNotFoundHandler((request, reply) => {
      // Sent, not returned: a reply returned from a handler is awaited as a promise (decision 013).
      const path = request.url.split('?')[0] ?? request.url
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !isAssetPath(path)
      if (!wantsPage) {
        reply.code(404).send({ message: messages.notFound })
        return
      }
      if (!pages) {
        reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The shop pages are not built yet: run `npm run build` (npm start does this for you).')
        return
      }
      const page = isOverlayPath(path) ? pages.overlay : (pages.byPath.get(path) ?? pages.index)
      if (renderer?.renders(path)) return app.answers.sendPage(request, reply, renderedPage(renderer.render, path, page))
      const encoding = preferredEncoding(request.headers['accept-encoding'])
      if (!isPageRoute(path)) reply.code(404)
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding')
      if (encoding) reply.header('content-encoding', encoding).send(page[encoding])
      else reply.send(page.html)
    })
  },
  { name: 'static-client', dependencies: ['answer-cache'] },
)
