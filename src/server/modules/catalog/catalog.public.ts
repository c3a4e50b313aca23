// What other modules may use of the catalog: a product row and the one way it is shown (sales
// announces stock changes with it), and the product's stock, which only the catalog writes (decision
// 028): taken by a checkout, given back by a failed payment, a cancellation or Reset Data, its rows
// locked first in the one order every writer keeps. Others read products here, never from the
// catalogue's table (decision 049): a product's row, or the products of a list as they are now (an
// order's, a prize's).
export { listCurrentProducts, productImageUrlOf, toProduct, type CurrentProduct, type ProductRow } from './catalog.repo'
export { findProductRow, listProductRows, lockProducts, returnStock, takeStockAsSeen } from './stock.repo'
