import type { Config } from './config.ts';
import type { DialectName } from './db/database.ts';
import type { Db } from './db/transaction.ts';
import type { Clock } from './lib/clock.ts';
import type { Metrics } from './lib/metrics.ts';
import type { Bus } from './nodes/bus.ts';
import type { NodeState } from './nodes/state.ts';
import type { Ledger } from './modules/ledger/ledger.ts';
import type { MarketData } from './modules/market/market-data.ts';
import type { ReviewRegistry } from './modules/reviews/registry.ts';
import type { FourEyesRegistry } from './modules/approvals/registry.ts';
import type { StaffRole } from '@kabuto/shared/contracts/admin';

/** Everything a command needs, built once at start and handed to every module. */
export interface AppContext {
  readonly config: Config;
  readonly db: Db;
  readonly dialect: DialectName;
  readonly clock: Clock;
  readonly ledger: Ledger;
  /** Prices, sessions and rates: read only through this. */
  readonly market: MarketData;
  readonly reviews: ReviewRegistry;
  /** Counters and timings for `/metrics`. */
  readonly metrics: Metrics;
  /** Events between nodes (in the process when there is one node). */
  readonly bus: Bus;
  /** This node's role and whether it holds the engine lease. */
  readonly node: NodeState;
  /** What approving each kind of four-eyes proposal does (issue 16). */
  readonly fourEyes: FourEyesRegistry;
  // `positionBook` is added by the module that owns the position book (a `declare module` next
  // to it): this file imports only types from files that do not import it back, so the context
  // never closes an import circle.
  /** True when demo data was seeded (the login screen then shows the demo customer). */
  readonly demoMode: boolean;
}

/** The signed-in customer, set by the customer-auth hook. */
export interface SessionCustomer {
  id: number;
  account: string;
  loginBanned: boolean;
  fundsFrozen: boolean;
  tradeBarred: boolean;
  /** What trading checks, as read when the request was signed in. */
  kycStatus: string;
  hasFundPassword: boolean;
  /** Until when the session may commit money without the fund password (ISO), or null. */
  fundsUnlockedUntil: string | null;
}

/** The signed-in staff member, set by the staff-auth hook. */
export interface SessionStaff {
  id: number;
  username: string;
  roles: readonly StaffRole[];
  /** A session that may only set up two-factor sign-in (issue 16). */
  setupOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    customer: SessionCustomer | null;
    staff: SessionStaff | null;
  }
}
