import type { OpMaker } from './op.ts';
import { op, someCustomer } from './op.ts';
import { signIn } from './ops-customer.ts';
import { SIM_STOCKS } from './market.ts';
import { staffCall } from './world.ts';
import type { Answer, World } from './world.ts';
import { runAllJobs } from '../jobs.ts';
import { tickSize_e4 } from '../modules/market/price-rules.ts';

const MINUTE = 60_000;

/**
 * Four-eyes (issue 16): a change one staff member proposed (a setting, lifting a ban or a freeze,
 * a large withdrawal's approval) is approved by the second staff member, the only one pending
 * for its target.
 */
async function approvedByChecker(w: World, proposed: Answer<unknown>, target: string) {
  if (proposed.msg !== 'proposal_submitted') return [proposed];
  const list = await staffCall<{ id: number; target: string }[]>(
    w,
    'GET',
    '/proposals?status=pending',
    undefined,
    'checker',
  );
  const p = list.data.find((x) => x.target === target);
  if (!p) return [proposed, list];
  const approved = await staffCall(w, 'POST', `/proposals/${p.id}/approve`, {}, 'checker');
  return [proposed, list, approved];
}

/** Approves (mostly) or rejects one of the pending review items. */
export const decideReview: OpMaker = async (w) => {
  const roll = w.rng.next();
  const decide = w.rng.next();
  return op(`review item ${roll.toFixed(3)} decide ${decide.toFixed(3)}`, [], async () => {
    const list = await staffCall<{ items: { id: number; kind: string; account: string }[] }>(
      w,
      'GET',
      '/reviews',
    );
    const items = [...list.data.items].sort((a, b) => a.id - b.id || a.kind.localeCompare(b.kind));
    const item = items[Math.floor(roll * items.length)];
    if (!item) return [list];
    const kind = item.kind;
    const approve = decide < (kind === 'kyc' ? 0.9 : 0.75);
    const decision = approve ? 'approve' : 'reject';
    const res = await staffCall(w, 'POST', `/reviews/${kind}/${item.id}/${decision}`, {
      reason: kind === 'withdrawal' ? 'other: Simulation decision' : 'Simulation decision',
    });
    const c = w.model.customers.find((x) => x.account === item.account);
    if (kind === 'kyc' && c && res.status === 1) c.kyc = approve ? 'passed' : 'none';
    return [list, ...(await approvedByChecker(w, res, `${kind}:${item.id}`))];
  });
};

/** Bans, freezes or bars a customer, or lifts it (mostly lifts, so that trading goes on). */
export const changeStanding: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c) return null;
  const flags = {
    login_banned: w.rng.chance(0.1),
    funds_frozen: w.rng.chance(0.15),
    trade_barred: w.rng.chance(0.15),
    reason: 'Simulation',
  };
  return op(`standing ${c.account} ${JSON.stringify(flags)}`, [c], async () => {
    const res = await staffCall(w, 'POST', `/customers/${c.account}/status`, flags);
    const answers = await approvedByChecker(w, res, `customer:${c.account}`);
    // A ban ends the sessions; once lifted, the customer signs in again.
    if (answers.every((a) => a.status === 1) && !flags.login_banned)
      return [...answers, await signIn(w, c)];
    return answers;
  });
};

/** Settings the simulation changes, each with values inside its range. */
const SETTINGS: Readonly<Record<string, readonly string[]>> = {
  fee_purchase_bps_jpy: ['0', '10', '25'],
  fee_min_jpy: ['0', '100', '250'],
  fx_spread_bps: ['0', '50', '120'],
  leverage_jpy: ['1,2,3,5', '1,2'],
  liquidation_pct: ['50', '80', '100'],
  margin_warning_pct: ['30', '50'],
  lending_fee_bps_daily: ['0', '2', '10'],
  house_lendable_bps: ['0', '10', '100'],
  withdrawal_requires_no_positions: ['0', '1'],
  max_pending_orders: ['3', '20'],
  funding_days: ['working', 'all'],
};

export const changeSetting: OpMaker = async (w) => {
  const name = w.rng.pick(Object.keys(SETTINGS));
  const value = w.rng.pick(SETTINGS[name]!);
  return op(`setting ${name}=${value}`, [], async () =>
    approvedByChecker(
      w,
      await staffCall(w, 'POST', `/settings/${name}`, { value, reason: 'Simulation' }),
      `setting:${name}`,
    ),
  );
};

/** Moves a stock's last price a few ticks. */
export const movePrice: OpMaker = async (w) => {
  const stock = w.rng.pick(SIM_STOCKS);
  const quote = w.market.quote(stock.code);
  if (!quote) return null;
  const tick = tickSize_e4(quote.market, quote.price_e4);
  const move = w.rng.int(-30, 30) * tick;
  const limits = [quote.limit_down_e4 ?? tick, quote.limit_up_e4 ?? Number.MAX_SAFE_INTEGER];
  const price_e4 = Math.min(limits[1]!, Math.max(limits[0]!, tick, quote.price_e4 + move));
  return op(`price ${stock.code} ${price_e4 / 10_000}`, [], () => {
    w.market.set(stock.code, price_e4 / 10_000);
    return Promise.resolve([]);
  });
};

/**
 * Moves the clock (minutes, into or past a lunch break, overnight, over a weekend, past a
 * lock-up) and runs what the server runs as time passes: an engine pass and every job.
 */
export const advanceClock: OpMaker = async (w) => {
  const kind = w.rng.weighted({
    minutes: 8,
    open: 4,
    hours: 2,
    overnight: 1,
    weekend: 1,
    lockup: 1,
  });
  const ms =
    kind === 'open'
      ? untilNextOpen(w) + w.rng.int(1, 30) * MINUTE
      : kind === 'minutes'
        ? w.rng.int(1, 45) * MINUTE
        : kind === 'hours'
          ? w.rng.int(1, 6) * 60 * MINUTE
          : kind === 'overnight'
            ? w.rng.int(16, 24) * 60 * MINUTE
            : kind === 'weekend'
              ? w.rng.int(48, 72) * 60 * MINUTE
              : w.rng.int(5, 8) * 24 * 60 * MINUTE;
  return op(`clock +${Math.round(ms / MINUTE)} min (${kind})`, [], async () => {
    w.clock.advance(ms);
    return passTime(w);
  });
};

/** Time until the next session of one of the simulated markets opens (0 while it is open). */
function untilNextOpen(w: World): number {
  const stock = w.rng.pick(SIM_STOCKS);
  const next = w.market.quote(stock.code)?.session.nextOpen;
  return next ? Math.max(0, next.getTime() - w.clock.now().getTime()) : 0;
}

/** One engine pass and every job, as the server's timers run them. */
export async function passTime(w: World): Promise<Answer[]> {
  const engine = await w.kabuto.engine.runOnce();
  const results = await runAllJobs(w.kabuto.ctx);
  const failed = Object.entries(results).filter(([, r]) => r === 'failed');
  if (failed.length > 0) throw new Error(`jobs failed: ${failed.map(([n]) => n).join(', ')}`);
  // What ran, for the trace: the engine's and the jobs' non-zero counts.
  const ran = [...Object.entries(engine), ...Object.entries(results)]
    .filter(([, n]) => typeof n === 'number' && n > 0)
    .map(([name, n]) => `${name}=${String(n)}`);
  return [{ http: 200, status: 1, msg: ran.length > 0 ? ran.join(' ') : 'idle', data: null }];
}

export const deliverBlockKey: OpMaker = async (w) => {
  const c = someCustomer(w);
  const block = w.model.blocks.at(-1);
  if (!c || !block) return null;
  return op(`block key offer ${block.id} to ${c.account}`, [c], async () => [
    await staffCall(w, 'POST', `/blocks/${block.id}/key`, { account: c.account }),
  ]);
};
