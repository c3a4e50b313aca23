import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { messages } from '#shared/contracts/messages'
import { isPageRoute } from '#shared/contracts/page-routes'
import type { ShopInfo } from '#shared/contracts/shop'
import { preferredEncoding } from './answer-cache'
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
 * Serves the built client: hashed assets cached for a year, every page path answered with index.html
 * so the client's router shows the page. A path the router has no page for (the shared list,
 * page-routes.ts) gets the same page with 404, so its router shows the 'Page Not Found' card and a
 * search engine or link checker hears that it is gone (decision 043). Unknown /api paths get JSON.
 * Files and pages go out brotli- or gzip-compressed to a browser that accepts it: the build writes
 * .br and .gz copies beside its files (vite.config.ts), and the page is compressed once here. Home
 * carries its first screen, prerendered by the build, so it shows before the scripts have run.
 */
export const staticClient = fp(
  async (app: FastifyInstance, options: { clientDir: string; shop: ShopInfo; testShop: boolean }) => {
    const indexFile = join(options.clientDir, 'index.html')
    const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined
    const page = (extra: { overlay?: boolean; shell?: Shell } = {}) =>
      compressedPage(renderIndexHtml(template ?? '', options.shop, { testShop: options.testShop, ...extra }))
    const pages = template && {
      index: page(),
      overlay: page({ overlay: true }),
      // Pages whose first screen shows before the scripts have run (home).
      byPath: new Map([...readShells(options.clientDir)].map(([path, shell]) => [path, page({ shell })])),
    }

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
      const encoding = preferredEncoding(request.headers['accept-encoding'])
      if (!isPageRoute(path)) reply.code(404)
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding')
      if (encoding) reply.header('content-encoding', encoding).send(page[encoding])
      else reply.send(page.html)
    })
  },
  { name: 'static-client' },
)
