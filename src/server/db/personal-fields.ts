/**
 * The buyer's personal fields that payments and shipments both carry, blanked for the retention rules
 * (decision 011): the columns are NOT NULL, so blank is ''. Each owner applies it to its own table. The
 * fields are the checkout's own list, so a field the delivery details gain is blanked as well.
 */
export { blankPersonalFields } from '#shared/contracts/checkout'
