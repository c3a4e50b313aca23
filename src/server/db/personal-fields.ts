/**
 * The buyer's personal fields that payments and shipments both carry, blanked for the retention rules
 * (decision 011): the columns are NOT NULL, so blank is ''. Each owner applies it to its own table.
 */
export const blankPersonalFields = {
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
} as const
