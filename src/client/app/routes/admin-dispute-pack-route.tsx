import { useParams } from 'react-router'
import { DisputePackPage } from '#client/features/admin-dispute-pack/components/dispute-pack-page'
import { NotFoundRoute } from './not-found-route'

/** decision 063: an order's evidence pack for a dispute, made for paper as the packing slips are. */
export function AdminDisputePackRoute() {
  const id = Number(useParams().id)
  if (!Number.isSafeInteger(id) || id < 1) return <NotFoundRoute />
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-8 print:max-w-none print:p-0">
      <DisputePackPage orderId={id} />
    </div>
  )
}
