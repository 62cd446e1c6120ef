/**
 * IPO subscription (PRODUCT.md): the module's public surface. Offerings (offerings.ts), a
 * customer's subscriptions and payment (subscriptions.ts), the verifiable lottery (lottery.ts) and
 * listing day (listing.ts); every query in repository.ts.
 */
export type { Offering, Subscription } from './repository.ts';
export { latestSubscriptions } from './repository.ts';
export type { OfferingInput } from './offerings.ts';
export {
  SUB_STATUS,
  allOfferings,
  applyApprovedOfferingPrice,
  createOffering,
  hasSubscriptions,
  listOfferings,
  moveDrawTo,
  offering,
  offeredOffering,
  offeringAnswer,
  offeringPhase,
} from './offerings.ts';
export { drawWinners, lotteryRecord, runDraws, seedHash, ticketRank } from './lottery.ts';
export {
  mySubscriptions,
  payForAllotment,
  subscribe,
  subscriptionAnswer,
} from './subscriptions.ts';
export { runAbstentions, runListings } from './listing.ts';
