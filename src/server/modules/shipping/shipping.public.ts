// What the flows above the modules and privacy use of shipping (decision 022, 047): an opened PostNL
// order's checkout goes on the shipping desk in the transaction that completes it, the admin's order
// list reads where each order's cards are, and the shipments that took no real money go with the
// checkouts Reset Data deletes (and are counted for its preview).
export { addOpenedOrderToParcel, shippingOfOrders } from './shipping-desk.service'
export { countShipmentsForReset, deleteShipmentsForReset } from './shipping-reset'
// Anonymising old personal data (decision 011) blanks the shipments sent or cancelled long ago, and
// keeps a payment's personal data while one of its orders may still be shipped (decision 022, 028):
// stillShippable is a condition over shipping's tables for the order id sales writes, which privacy
// passes to sales' anonymising (decision 029, 047).
export { anonymiseOldShipments, stillShippable } from './shipping-personal-data'
// A paid order the seller cancels must not be in a shipment that may still ship it (decision 028); an
// order withdrawn from may have been sent already, but not be on its way to the desk (decision 039).
export { listTakenOrderIds, listUnsentOrderIds } from './shipping-requests.repo'
// A withdrawal granted for an order of a PostNL checkout takes it out of the checkout's parcel while
// that is still to pack, and cancels a parcel left empty (decision 036, amended), through sales'
// orderWithdrawing hook.
export { letGoOfWithdrawnOrder } from './withdrawn-order'
// The bank took a payment back (decision 052): what would still send its orders' cards, or what its
// own money paid for, is held until the chargeback is reversed.
export { holdShipmentsOfPayment, releaseShipmentsOfPayment } from './shipment-holds'
// The seller's evidence pack for a dispute (decision 063): the parcel of an order and its tracking.
export { findParcelOfOrder, type ParcelOfOrder } from './parcel-of-order'
