// What the flows may use of the live sessions and the openings (decision 060), and what the order page
// and the buyer's mail read of an order's opening (decision 061).
export {
  closeLiveSession,
  listBuyerOpeningsOfOrders,
  listOpeningsOfOrders,
  noteQueueHead,
  openLiveSession,
  recordOpeningTap,
  type BuyerOpening,
} from './openings.repo'
// What OBS said at the edges of an order's opening (decision 062), for the back office and a dispute.
export { listOpeningTimecodesOfOrders } from './opening-timecodes.repo'
