import type { Op, OpMaker } from './op.ts';
import * as customer from './ops-customer.ts';
import * as products from './ops-products.ts';
import * as staff from './ops-staff.ts';
import * as trading from './ops-trading.ts';
import type { World } from './world.ts';

/** Every operation the simulation draws, with its weight. */
const MAKERS: Readonly<Record<string, { make: OpMaker; weight: number; customer: boolean }>> = {
  register: { make: customer.register, weight: 2, customer: false },
  kyc: { make: customer.submitKyc, weight: 3, customer: true },
  fundPassword: { make: customer.setFundPassword, weight: 2, customer: true },
  bankCard: { make: customer.addBankCard, weight: 2, customer: true },
  deposit: { make: customer.bankDeposit, weight: 3, customer: true },
  withdraw: { make: customer.withdraw, weight: 3, customer: true },
  exchange: { make: customer.exchange, weight: 3, customer: true },
  loan: { make: customer.loan, weight: 3, customer: true },
  order: { make: trading.placeOrder, weight: 20, customer: true },
  close: { make: trading.closePosition, weight: 6, customer: true },
  cancel: { make: trading.cancelOrder, weight: 2, customer: true },
  lend: { make: trading.lendShares, weight: 2, customer: true },
  recall: { make: trading.recallShares, weight: 1, customer: true },
  intraday: { make: trading.applyIntraday, weight: 2, customer: true },
  createIpo: { make: products.createIpo, weight: 1, customer: false },
  subscribeIpo: { make: products.subscribeIpo, weight: 3, customer: true },
  payIpo: { make: products.payIpo, weight: 2, customer: true },
  createBlock: { make: products.createBlock, weight: 1, customer: false },
  buyBlock: { make: products.buyBlock, weight: 3, customer: true },
  blockKey: { make: staff.deliverBlockKey, weight: 1, customer: true },
  createProduct: { make: products.createProduct, weight: 1, customer: false },
  issuerTrade: { make: products.issuerTrade, weight: 2, customer: false },
  follow: { make: products.followProduct, weight: 3, customer: true },
  redeem: { make: products.redeemFollow, weight: 1, customer: true },
  review: { make: staff.decideReview, weight: 12, customer: false },
  standing: { make: staff.changeStanding, weight: 1, customer: true },
  setting: { make: staff.changeSetting, weight: 1, customer: false },
  price: { make: staff.movePrice, weight: 5, customer: false },
  clock: { make: staff.advanceClock, weight: 6, customer: false },
};

const WEIGHTS = Object.fromEntries(Object.entries(MAKERS).map(([k, v]) => [k, v.weight]));
const CUSTOMER_WEIGHTS = Object.fromEntries(
  Object.entries(MAKERS)
    .filter(([, v]) => v.customer)
    .map(([k, v]) => [k, v.weight]),
);

export interface Step {
  label: string;
  ops: Op[];
  concurrent: boolean;
}

/** Draws one operation; tries again when the drawn kind has nothing to act on yet. */
async function drawOne(w: World, weights: Record<string, number>): Promise<Op> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const name = w.model.customers.length < 2 ? 'register' : w.rng.weighted(weights);
    const made = await MAKERS[name]!.make(w);
    if (made) return made;
  }
  return staff.advanceClock(w).then((o) => o!);
}

/** The next step: mostly one operation; sometimes a few at once on one customer's account. */
export async function nextStep(w: World): Promise<Step> {
  if (w.model.customers.length >= 2 && w.rng.chance(0.12)) {
    w.focus = w.rng.pick(w.model.customers);
    try {
      const count = w.rng.int(2, 4);
      const ops: Op[] = [];
      for (let i = 0; i < count; i += 1) ops.push(await drawOne(w, CUSTOMER_WEIGHTS));
      return { label: `together: ${ops.map((o) => o.label).join(' | ')}`, ops, concurrent: true };
    } finally {
      w.focus = null;
    }
  }
  const single = await drawOne(w, WEIGHTS);
  return { label: single.label, ops: [single], concurrent: false };
}
