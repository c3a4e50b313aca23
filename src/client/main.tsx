import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { PAGE_DATA_ELEMENT_ID, type PageQuery } from '#shared/contracts/page-render'
import { App } from './app/app'
import { preloadPage } from './app/app-routes'
import { keepTypedText } from './app/keep-typed-text'
import { prefetchPageData } from './app/page-data'
import { createQueryClient } from './lib/query-client'
import { realtimeClient } from './lib/realtime'
import './styles.css'

/** What the server sent with a page it rendered with its data (index-html.ts, decision 044). */
type PageData = { readsBegan: number; state: PageQuery[] }

function readPageData(): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent
  return text ? (JSON.parse(text) as PageData) : undefined
}

const pageData = readPageData()
// product.md 7.4: the one WebSocket connects when the application starts.
realtimeClient.connect()
const queryClient = createQueryClient()
// Events missed (while disconnected, or while the page loaded): what is read again is asked anew.
// Registered before the first render: the answer to the socket's first question may come before it.
realtimeClient.onResync(() => void queryClient.invalidateQueries())
// The page's data as the server read it: its queries are answered, and not asked again.
for (const query of pageData?.state ?? []) queryClient.setQueryData(query.queryKey, query.data, { updatedAt: query.updatedAt })
prefetchPageData(queryClient, window.location.pathname)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// The first render runs in a transition: React renders it in slices with the browser free in
// between, rather than in one long task a tap would wait behind. What the server rendered stays on
// screen meanwhile, and React replaces it with the same page when it is done: the page's code is
// loaded first, so that render is the page and not a loading text in its place.
// What a visitor typed into the server's markup meanwhile moves into the app's fields with it.
keepTypedText(root)
const reactRoot = createRoot(root)
// A page whose code fails to load is rendered all the same: its own loading then tells the visitor.
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App queryClient={queryClient} pageDataReadAt={pageData?.readsBegan} />
        </StrictMode>,
      )
    }),
  )
