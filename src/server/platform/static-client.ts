import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { messages } from '../../shared/contracts/messages'
import type { ShopInfo } from '../../shared/contracts/shop'
import { isOverlayPath, renderIndexHtml } from './index-html'

export const defaultClientDir = resolve(import.meta.dirname, '../../../dist/client')

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/ws')

/**
 * Serves the built client: hashed assets cached for a year, every other page path answered with
 * index.html so the client's router shows the page (or its 404 card). Unknown /api paths get JSON.
 */
export const staticClient = fp(
  async (app: FastifyInstance, options: { clientDir: string; shop: ShopInfo }) => {
    const indexFile = join(options.clientDir, 'index.html')
    const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined
    const indexHtml = template && renderIndexHtml(template, options.shop)
    const overlayHtml = template && renderIndexHtml(template, options.shop, { overlay: true })

    if (indexHtml) {
      await app.register(fastifyStatic, {
        root: options.clientDir,
        index: false,
        // One route per built file; every other path falls through to index.html below.
        wildcard: false,
        allowedPath: (path) => path !== '/index.html',
        setHeaders: (res, path) => {
          const immutable = path.includes(`${join('/', 'assets')}/`)
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
        },
      })
    }

    app.setNotFoundHandler((request, reply) => {
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)
      if (!wantsPage) return reply.code(404).send({ message: messages.notFound })
      if (!indexHtml) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The shop pages are not built yet: run `npm run build` (npm start does this for you).')
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(isOverlayPath(request.url) ? overlayHtml : indexHtml)
    })
  },
  { name: 'static-client' },
)
