import { randomBytes } from 'node:crypto';
import type { Config, NodeRole } from '../config.ts';
import { dropPostgresSchema } from '../db/database.ts';
import { JobFailures } from '../jobs.ts';
import type { ManualClock } from '../lib/clock.ts';
import { FixedMarket } from './fixed-market.ts';
import { customerIdOf, fund, makeReady } from './funding.ts';
import type { TestKabuto } from './kabuto.ts';
import { startTestKabuto, TEST_DATABASE_URL } from './kabuto.ts';

/** NATS for the multi-node tests: they run when it and TEST_DATABASE_URL are both set. */
export const NATS_URL = process.env.NATS_URL || undefined;

export interface TestNode {
  name: string;
  k: TestKabuto;
  market: FixedMarket;
  failures: JobFailures;
}

/** Waits until `what` holds, checking every 25 ms; fails after `ms`. */
export async function until(what: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Several Kabuto nodes on one PostgreSQL schema and one NATS (issue 19). Each has its own
 * database pool, NATS connection, market provider and books; all share the test's clock. Only an
 * acting engine's provider is the feed.
 */
export class TestCluster {
  readonly schema = `t_${randomBytes(6).toString('hex')}`;
  readonly nodes: TestNode[] = [];

  constructor(private readonly clock: ManualClock) {}

  /** Starts a node of `role`, its market at 7203 ¥2,500, and starts what the role does. */
  async start(name: string, role: NodeRole, overrides: Partial<Config> = {}): Promise<TestNode> {
    const market = new FixedMarket(this.clock);
    market.set('7203', 2500, 2500);
    const k = await startTestKabuto(
      { role, natsUrl: NATS_URL, ...overrides },
      { clock: this.clock, market, schema: this.schema },
    );
    const failures = new JobFailures(k.app.log, this.clock);
    k.node.start(failures);
    const node = { name, k, market, failures };
    this.nodes.push(node);
    return node;
  }

  /** The engines' feed moves 7203 to `price`: one tick, which the acting engine publishes. */
  feed(price: number): void {
    const engines = this.nodes.filter((n) => n.k.ctx.node.role !== 'api');
    for (const e of engines) e.market.set('7203', price, 2500);
    for (const e of engines) e.market.tick('7203');
  }

  /** A customer signed up on `node`, verified, with a fund password and `amount` yen. */
  async customerOn(node: TestNode, amount: number) {
    const signed = await node.k.signUp();
    const id = await customerIdOf(node.k, signed.account);
    await makeReady(node.k, id);
    if (amount > 0) await fund(node.k, id, 'JPY', amount);
    return { ...signed, id };
  }

  async close(): Promise<void> {
    for (const node of this.nodes) await node.k.close();
    await dropPostgresSchema(TEST_DATABASE_URL!, this.schema);
  }
}
