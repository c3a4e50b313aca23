import { PackingSlipsPage } from '#client/features/admin-shipments/components/packing-slips-page'
import { ShippingDeskPage } from '#client/features/admin-shipments/components/shipping-desk-page'

/** product.md 2.13, decision 022: the shipping desk: parcels to pack and ship, held, lapsed and shipped orders. */
export function AdminShipmentsRoute() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Verzendingen</h1>
      <ShippingDeskPage />
    </div>
  )
}

/** product.md 2.13, decision 022: the packing slips of the parcels to pack (or of one), made for paper. */
export function AdminPackingSlipsRoute() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 print:max-w-none print:p-0">
      <PackingSlipsPage />
    </div>
  )
}
