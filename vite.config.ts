import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { loadConfig, readEnvironment } from './src/server/config'
import { isOverlayPath, renderIndexHtml } from './src/server/platform/index-html'

const root = import.meta.dirname

/** In development Vite serves index.html, so it writes the shop info in, as the server does in production. */
function shopInfo(): Plugin {
  return {
    name: 'packstroom-shop-info',
    apply: 'serve',
    transformIndexHtml: (html, context) =>
      renderIndexHtml(html, loadConfig(readEnvironment()).shop, { overlay: isOverlayPath(context.originalUrl ?? '') }),
  }
}

export default defineConfig(({ command }) => {
  const apiPort = command === 'serve' ? loadConfig(readEnvironment()).port : 3000
  return {
    root: `${root}/src/client`,
    publicDir: `${root}/public`,
    plugins: [react(), tailwindcss(), shopInfo()],
    build: {
      outDir: `${root}/dist/client`,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
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
