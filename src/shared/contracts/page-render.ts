import type { ShopInfo } from './shop'

/**
 * The server's render of a page with its data (decision 044): the client's code, built for Node by
 * the build (vite.config.ts), renders what the browser's first render would draw, from the answers
 * the browser's first queries would get. The server loads that build and calls it through this.
 */
export type PageRenderer = {
  /**
   * Whether the page at `pathname` is rendered with its data: home, a collection, a page of text;
   * never a page with a buyer's token, the back office or a payment page.
   */
  renders: (pathname: string) => boolean
  /**
   * The page at `pathname` rendered with its data. Rejects when a read or the render fails; the
   * server then sends the page as it did before.
   */
  render: (pathname: string) => Promise<RenderedPage>
}

export type RenderedPage = {
  /** 404 when what the page shows does not exist (an unknown collection). */
  status: 200 | 404
  /** What the page puts in the document's head (its title, the preloads of its first images), for <head>. */
  head: string
  /** The page's markup, for #root. */
  html: string
  /** The page's reads as JSON, a PageQuery each, safe inside a script block ('<' escaped). */
  data: string
}

/** One read of a page, as the browser's query cache takes it: its key, its answer and when it was read. */
export type PageQuery = { queryKey: readonly unknown[]; data: unknown; updatedAt: number }

/**
 * Builds the renderer. `api` answers the client's GET requests in-process (the server's own routes,
 * as a visitor without a session would get them); `shop` is what the page's meta tag says.
 */
export type CreatePageRenderer = (options: { api: typeof fetch; shop: ShopInfo }) => PageRenderer

/** The element of the page that carries the dehydrated data, a JSON script block the browser never runs. */
export const PAGE_DATA_ELEMENT_ID = 'page-data'

/**
 * Marks the server's markup in #root while it waits for the app, which then renders the same page in
 * its place and carries over what was typed in its text fields (decision 059).
 */
export const SERVER_MARKUP_ATTRIBUTE = 'data-server-markup'
