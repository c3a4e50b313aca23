/**
 * How long a checkout the shop let go at the provider (released, expired past the grace, failed) is
 * kept for a 'paid' that may still come (decisions 028 and 051): 'Verwijder mislukte orders' and Reset
 * Data both keep it this long, so that late payment is seen and owed back; the reset's confirmation
 * names the days.
 */
export const LATE_PAYMENT_WATCH_DAYS = 30
