import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { build, defineConfig, type Plugin } from 'vite'
// With their extensions: Vite loads this file's imports as Node would, and warns about bare paths.
import { loadConfig, publicShopInfo, readEnvironment } from './src/server/config.ts'
import { isOverlayPath, renderIndexHtml } from './src/server/platform/index-html.ts'

const root = import.meta.dirname

/** In development Vite serves index.html, so it writes the shop info in, as the server does in production. */
function shopInfo(): Plugin {
  return {
    name: 'packstroom-shop-info',
    apply: 'serve',
    transformIndexHtml: (html, context) => {
      const config = loadConfig(readEnvironment())
      return renderIndexHtml(html, publicShopInfo(config), {
        overlay: isOverlayPath(context.originalUrl ?? ''),
        testShop: config.paymentProvider === 'demo',
      })
    },
  }
}

/** Where the server finds the prerendered first screens (static-client.ts); a dotfile, so never served as a file. */
const SHELLS_FILE = '.shells.json'
/** Where the server finds the client's code built for Node (static-client.ts); a dot folder, never served. */
const SERVER_RENDER_FILE = '.server/server-render.js'

/**
 * Builds src/client/server-render.tsx for Node into the client's folder, for the server to render
 * pages with their data (decision 044), and renders with it the first screens of the pages it names
 * (home), with stand-ins for the shop's facts, which the server sends when a render with data fails.
 * Every package is bundled in (in its production build): the file runs wherever the build is put.
 */
function serverRender(): Plugin {
  let outDir = ''
  return {
    name: 'packstroom-server-render',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const file = join(outDir, SERVER_RENDER_FILE)
      await build({
        configFile: false,
        root: `${root}/src/client`,
        logLevel: 'warn',
        plugins: [react()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        resolve: { alias: [{ find: /^react-router$/, replacement: `${root}/node_modules/react-router/dist/production/index.mjs` }] },
        ssr: { noExternal: true },
        build: {
          ssr: 'server-render.tsx',
          outDir: dirname(file),
          emptyOutDir: false,
          copyPublicDir: false,
          // Half the size: tsx (npm start) reads every module it imports, and 2 MB took it seconds on a busy machine.
          minify: true,
          rolldownOptions: { output: { codeSplitting: false } },
        },
      })
      const rendered = (await import(`${pathToFileURL(file).href}?${Date.now()}`)) as {
        renderShells: () => Record<string, string>
        shopInfoTokens: Record<string, string>
      }
      const shells = { tokens: rendered.shopInfoTokens, pages: rendered.renderShells() }
      await writeFile(join(outDir, SHELLS_FILE), JSON.stringify(shells))
    },
  }
}

const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, so the
 * server sends compressed files without compressing on each request (@fastify/static's
 * `preCompressed`). index.html and the prerendered screens are left out: the server renders the
 * page from them with the shop info and compresses that once at start-up. A copy that would not be
 * smaller is not written; the server then sends the file as it is.
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'packstroom-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && compressible.test(entry.name) && !entry.name.startsWith('.'))
        .map((entry) => join(entry.parentPath, entry.name))
        // index.html is rendered by the server; a dot folder (the server's render) is never served.
        .filter((file) => relative(outDir, file) !== 'index.html' && !relative(outDir, file).startsWith('.'))
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file)
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: zlib.Z_BEST_COMPRESSION }),
          ])
          if (br.length < content.length) await writeFile(`${file}.br`, br)
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz)
        }),
      )
    },
  }
}

/**
 * The entry chunk and everything it imports statically: index.html loads them on every page (as
 * modulepreload links), so a lazily loaded chunk need not ask for them again. Vite's preload
 * helper would resolve each one and search the page's links for it, on the main thread, at the
 * moment a page or panel starts loading.
 */
const pageChunks = new Set<string>()

function findPageChunks(): Plugin {
  return {
    name: 'packstroom-page-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      pageChunks.clear()
      const visit = (fileName: string) => {
        const chunk = bundle[fileName]
        if (chunk?.type !== 'chunk' || pageChunks.has(fileName)) return
        pageChunks.add(fileName)
        chunk.imports.forEach(visit)
      }
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName)
    },
  }
}

/**
 * The stylesheet ahead of the scripts in the built index.html (Vite writes it after them). Over
 * HTTP/1.1 the browser asks for six files at a time, in the order the page names them: behind the
 * entry and its eight modulepreloads, the stylesheet, which the first paint waits for, waited for
 * a connection. The scripts are needed only after that paint.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'packstroom-stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? []
        const rest = stylesheets.reduce((page, link) => page.replace(link, ''), html)
        return rest.replace(/([ \t]*)<script type="module"/, (script, indent: string) => `${stylesheets.join('')}${indent}${script.trimStart()}`)
      },
    },
  }
}

/**
 * crypto-js (which obs-websocket-js hashes OBS's password with, decision 062) falls back on Node's
 * `require('crypto')` where there is no `window.crypto`. A browser never gets there, but the free
 * `require` alone made Rolldown put its `require` shim in the runtime chunk that every page loads
 * first: 0.2 KiB of the storefront's first download for the OBS overlay's sake. The fallback goes.
 */
function noNodeCryptoInCryptoJs(): Plugin {
  const fallback = "if (!crypto && typeof require === 'function') {"
  return {
    name: 'packstroom-no-node-crypto-in-crypto-js',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]crypto-js[\\/]core\.js$/.test(id)) return null
      if (!code.includes(fallback)) throw new Error(`crypto-js's core.js changed: check noNodeCryptoInCryptoJs in vite.config.ts`)
      // Each line stays where it was: `map: null` keeps the source map as it is.
      return { code: code.replace(fallback, 'if (false) {').replace("require('crypto')", 'null'), map: null }
    },
  }
}

/** The packages every storefront page needs, in one long-cached file of their own. */
const framework = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/

export default defineConfig(({ command }) => {
  const apiPort = command === 'serve' ? loadConfig(readEnvironment()).port : 3000
  return {
    root: `${root}/src/client`,
    publicDir: `${root}/public`,
    plugins: [react(), tailwindcss(), shopInfo(), noNodeCryptoInCryptoJs(), findPageChunks(), stylesheetFirst(), serverRender(), precompress()],
    resolve: {
      // React Router publishes a production build beside its development one but names no export
      // condition for it; the development build carries warnings the shop never shows.
      alias:
        command === 'build'
          ? [{ find: /^react-router$/, replacement: `${root}/node_modules/react-router/dist/production/index.mjs` }]
          : [],
    },
    build: {
      outDir: `${root}/dist/client`,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      // A browser without <link rel="modulepreload"> (Safari before 17) still loads the modules, only
      // later; the polyfill would cost every other browser its bytes. index.html keeps its links (this
      // is also asked for the page, as hostType 'html'): without them the framework is only requested
      // once the entry has arrived and been parsed, a round trip and more later on a phone.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => !pageChunks.has(dep))),
      },
      rolldownOptions: {
        output: {
          codeSplitting: { groups: [{ name: 'framework', test: framework }] },
        },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': `http://127.0.0.1:${apiPort}`,
        '/ws': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
      },
    },
  }
})
