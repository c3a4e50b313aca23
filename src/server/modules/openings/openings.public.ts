// What the flows may use of the live sessions and the openings (decision 060).
export { closeLiveSession, listOpeningsOfOrders, noteQueueHead, openLiveSession, recordOpeningTap } from './openings.repo'
