import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { prefetchPageData } from './app/page-data'
import { createQueryClient } from './lib/query-client'
import { realtimeClient } from './lib/realtime'
import './styles.css'

// product.md 7.4: the one WebSocket connects when the application starts.
realtimeClient.connect()
const queryClient = createQueryClient()
prefetchPageData(queryClient, window.location.pathname)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// The first render runs in a transition: React renders it in slices with the browser free in
// between, rather than in one long task a tap would wait behind. What the server prerendered
// (home's first screen) stays on screen meanwhile; React replaces it when it is done.
const reactRoot = createRoot(root)
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  )
})
