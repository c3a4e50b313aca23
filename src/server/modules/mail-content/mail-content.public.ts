// What other modules may use of the e-mail content: writing the buyer's messages to the outbox in
// their own transaction (checkout when a payment turns paid, orders when a pack is opened or the seller
// resends a confirmation, shipping when a parcel is sent), and what a message needs to know about the shop.
export { enqueueOrderConfirmation, enqueuePackOpened } from './mail-content.service'
export { enqueueParcelShipped, type ShippedParcelMail } from './parcel-shipped.service'
export type { MailSite } from './mail-site'
