import type { Query } from '@tanstack/react-query'

/**
 * The back office's reads are asked again whenever a page that shows them opens, and then follow the
 * realtime events while it is open. Queries never go stale by time (query-client.ts), and a page
 * hears the events of its lists only while it is open: a refund owed, a withdrawal received or a spot
 * bought while the seller was on another page would otherwise be missing from the list they open
 * next, until a reload. The first component to show a query after none did asks for it; the others
 * on the same page take its answer. Every query whose key begins with 'admin' reads so
 * (createQueryClient); a read the storefront shares (the products, the live status, the links) reads
 * so where the back office shows it. The storefront's pages keep the data they came with (decision 044).
 */
export function refetchWhenOpened(query: Pick<Query, 'getObserversCount'>): boolean | 'always' {
  // The observer asking has been added already: one means no other component showed the query.
  return query.getObserversCount() <= 1 ? 'always' : true
}

/** Query options for a shared read where the back office shows it: asked again when its page opens. */
export const readAfreshWhenOpened = { refetchOnMount: refetchWhenOpened } as const
