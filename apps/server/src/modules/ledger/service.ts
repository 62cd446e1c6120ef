/**
 * What the ledger has recorded, read for other modules: they never query the ledger's tables
 * themselves. Postings are made through `ctx.ledger` (ledger.ts), never here.
 */
export type { Counting, CustomerPosting, PostingFilter } from './repository/reads.ts';
export {
  balanceByCode,
  countTransfersKeyed,
  customerPostings,
  customersWithAccounts,
  balancesAt,
} from './repository/reads.ts';

/** The codes of the ledger's transfers (what moved money), for modules that list them. */
export { TRANSFER_CODES, type TransferCode } from './accounts.ts';
