// What other modules may use of shipping (decision 022): orders puts an opened PostNL order's checkout
// on the shipping desk in the transaction that completes it, reads where each order's cards are for the
// admin's order list, and removes every shipment with the rest of the sales data (Reset Data).
export { addOpenedOrderToParcel, shippingOfOrders } from './shipping-desk.service'
export { deleteAllShipments } from './shipping-desk.repo'
