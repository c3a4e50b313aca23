import { useShopInfo } from '#client/lib/shop-info'

/**
 * The page's own title in the browser's tab and history: 'Terugbetalingen – Packstroom', and home's
 * '<shop> – live pack openings' (index.html's). React 19 puts it in the document's head, ahead of the
 * title the page came with, and takes it away with the page; the server's render of a page puts it in
 * the page it sends (decision 044). Every page names one, so a page never keeps the one before it.
 */
export function DocumentTitle({ page }: { page?: string }) {
  const { shopName } = useShopInfo()
  return <title>{page ? `${page} – ${shopName}` : `${shopName} – live pack openings`}</title>
}
