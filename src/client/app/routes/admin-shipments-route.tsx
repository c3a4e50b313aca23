import { AdminPage } from '#client/components/layout/admin-page'
import { PackingSlipsPage } from '#client/features/admin-shipments/components/packing-slips-page'
import { ShippingDeskPage } from '#client/features/admin-shipments/components/shipping-desk-page'

/** product.md 2.13, decision 022: the shipping desk: parcels to pack and ship, held, lapsed and shipped orders. */
export function AdminShipmentsRoute() {
  return (
    <AdminPage title="Verzendingen">
      <ShippingDeskPage />
    </AdminPage>
  )
}

/** product.md 2.13, decision 022: the packing slips of the parcels to pack (or of one), made for paper. */
export function AdminPackingSlipsRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 print:max-w-none print:p-0">
      <PackingSlipsPage />
    </div>
  )
}
