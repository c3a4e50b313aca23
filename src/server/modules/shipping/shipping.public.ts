// What other modules may use of shipping (decision 022): orders puts an opened PostNL order's checkout
// on the shipping desk in the transaction that completes it, reads where each order's cards are for the
// admin's order list, and removes every shipment with the rest of the sales data (Reset Data).
export { addOpenedOrderToParcel, shippingOfOrders } from './shipping-desk.service'
export { deleteAllShipments } from './shipping-desk.repo'
// Anonymising old personal data (decision 011) blanks the shipments sent or cancelled long ago, and
// keeps a payment's personal data while one of its orders may still be shipped (decision 022, 028).
export { anonymiseOldShipments, stillShippable } from './shipping-personal-data'
