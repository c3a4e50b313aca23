// What other modules may use of the catalog: a product row and the one way it is shown (checkout and
// orders announce stock changes with it).
export { toProduct, type ProductRow } from './catalog.repo'
