/** The shipping desk's packing slips (decision 022): every parcel to pack, or the one with this id. */
export function packingSlipsPath(parcelId?: string): string {
  return parcelId ? `/admin/shipments/pakbonnen?id=${encodeURIComponent(parcelId)}` : '/admin/shipments/pakbonnen'
}
