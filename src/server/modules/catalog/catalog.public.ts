// What other modules may use of the catalog: a product row and the one way it is shown (sales
// announces stock changes with it), and the product's stock, which only the catalog writes (decision
// 028): taken by a checkout, given back by a failed payment, a cancellation or Reset Data.
export { toProduct, type ProductRow } from './catalog.repo'
export { findProductRow, returnStock, takeStockAsSeen } from './stock.repo'
