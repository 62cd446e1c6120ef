import { FUND_PASSWORD, customerPost, customerMultipart } from './world.ts';
import type { SimCustomer, World } from './world.ts';
import type { OpMaker } from './op.ts';
import { amountText, op, someCustomer } from './op.ts';
import { inTransaction } from '../db/transaction.ts';

const PASSWORD = 'secret12';

/** Registers and signs in a new customer, who is credited simulated money in every currency. */
export const register: OpMaker = async (w) => {
  const index = w.model.customers.length;
  const account = `07${String(index).padStart(8, '0')}`;
  const bad = w.rng.chance(0.1);
  const onboard = w.rng.chance(0.85);
  const label = `register ${account}${bad ? ' (passwords differ)' : onboard ? ' and onboard' : ''}`;
  return op(label, [], async () => {
    const reg = await customerPost(w, '/user/register', {
      account,
      password: PASSWORD,
      repassword: bad ? 'other123' : PASSWORD,
      agree: 1,
    });
    if (reg.status !== 1) return [reg];
    const login = await customerPost<{ token: string }>(w, '/user/login', {
      account,
      password: PASSWORD,
    });
    const row = await w.kabuto.ctx.db
      .selectFrom('customers')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    const customer: SimCustomer = {
      index,
      account,
      id: row.id,
      headers: { token: login.data.token, account },
      kyc: 'none',
      fundPassword: false,
      cardId: null,
    };
    w.model.customers.push(customer);
    await grant(w, customer);
    if (!onboard) return [reg, login];
    return [reg, login, ...(await onboardCustomer(w, customer))];
  });
};

/** What a new customer does first: identity documents, a fund password, a bank card. */
async function onboardCustomer(w: World, c: SimCustomer) {
  const kyc = await customerMultipart(
    w,
    '/user/verified',
    { name: `SIM ${c.index}`, id_type: 'passport', idcard: idNumber(c), agree: '1' },
    ['front', 'back'],
    c.headers,
  );
  if (kyc.status === 1) c.kyc = 'submitted';
  const body = { password: FUND_PASSWORD, repassword: FUND_PASSWORD };
  const fund = await customerPost(w, '/user/fundpassword', body, c.headers);
  if (fund.status === 1) c.fundPassword = true;
  const card = await customerPost<{ id: number }>(w, '/user/bankadd', cardOf(c, 0), c.headers);
  if (card.status === 1) c.cardId = card.data.id;
  return [kyc, fund, card];
}

const idNumber = (c: SimCustomer) => `TR${String(1_000_000 + c.index).slice(-7)}`;

const cardOf = (c: SimCustomer, n: number) => ({
  name: `SIM ${c.index}`,
  card: String(7_000_000 + c.index * 10 + n),
  card_type: 'ordinary',
  bank: 'Kabuto Bank',
  branch: 'Shibuya',
  branch_code: '123',
});

/** Signs a customer in again (a ban ends the sessions). */
export async function signIn(w: World, c: SimCustomer) {
  const login = await customerPost<{ token: string }>(w, '/user/login', {
    account: c.account,
    password: PASSWORD,
  });
  if (login.status === 1) c.headers = { token: login.data.token, account: c.account };
  return login;
}

/** Simulated money, as the demo seed credits it. */
async function grant(w: World, c: SimCustomer): Promise<void> {
  const amounts = { JPY: 5_000_000, USD: 5_000_000, CNY: 2_000_000 } as const;
  await inTransaction(w.kabuto.ctx.db, async (tx) => {
    for (const [currency, amount] of Object.entries(amounts)) {
      await w.kabuto.ctx.ledger.transfer(tx, {
        idempotencyKey: `sim-grant:${c.id}:${currency}`,
        code: 'demo_funding',
        actor: 'sim',
        customerId: c.id,
        postings: [
          { account: { house: 'simulation', currency: currency as 'JPY' }, amount: -amount },
          { account: { customerId: c.id, purpose: 'cash', currency: currency as 'JPY' }, amount },
        ],
      });
    }
  });
}

/** Identity verification with a passport; a bad document number now and then. */
export const submitKyc: OpMaker = async (w) => {
  const waiting = w.model.customers.filter((x) => x.kyc === 'none');
  const c = w.focus ?? (waiting.length > 0 ? w.rng.pick(waiting) : someCustomer(w));
  if (!c) return null;
  const idcard = w.rng.chance(0.85) ? idNumber(c) : 'X';
  return op(`kyc ${c.account} ${idcard}`, [c], async () => {
    const res = await customerMultipart(
      w,
      '/user/verified',
      { name: `SIM ${c.index}`, id_type: 'passport', idcard, agree: '1' },
      ['front', 'back'],
      c.headers,
    );
    if (res.status === 1) c.kyc = 'submitted';
    return [res];
  });
};

export const setFundPassword: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c) return null;
  const password = w.rng.chance(0.9) ? FUND_PASSWORD : '12ab';
  return op(`fund password ${c.account} ${password}`, [c], async () => {
    const body: Record<string, string> = c.fundPassword
      ? { oldpassword: FUND_PASSWORD, password, repassword: password }
      : { password, repassword: password };
    const res = await customerPost(w, '/user/fundpassword', body, c.headers);
    if (res.status === 1 && password === FUND_PASSWORD) c.fundPassword = true;
    return [res];
  });
};

export const addBankCard: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c) return null;
  const card = cardOf(c, w.rng.int(0, 9));
  return op(`bank card ${c.account} ${card.card}`, [c], async () => {
    const res = await customerPost<{ id: number }>(w, '/user/bankadd', card, c.headers);
    if (res.status === 1) c.cardId = res.data.id;
    return [res];
  });
};

const TYPES = ['jpy', 'usd', 'cny'] as const;

export const bankDeposit: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c) return null;
  const type = w.rng.pick(TYPES);
  const money = amountText(w, () => w.rng.int(1, 500) * 1000);
  const nonce = `d${w.rng.int(0, 1e9)}`;
  return op(`deposit ${c.account} ${type} ${money}`, [c], async () => [
    await customerMultipart(w, '/user/deposit', { type, money, nonce }, ['proof'], c.headers),
  ]);
};

export const withdraw: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c) return null;
  const type = w.rng.pick(TYPES);
  const money = amountText(w, () => w.rng.int(1, 300) * 1000);
  const password = w.rng.chance(0.9) ? FUND_PASSWORD : '000000';
  const nonce = `w${w.rng.int(0, 1e9)}`;
  return op(`withdraw ${c.account} ${type} ${money} pw ${password}`, [c], async () => [
    await customerPost(
      w,
      '/user/withdraw',
      { type, money, bank_id: String(c.cardId ?? 1), fund_password: password, nonce },
      c.headers,
    ),
  ]);
};

export const exchange: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c) return null;
  const from = w.rng.pick(['JPY', 'USD', 'CNY']);
  const to = w.rng.pick(['JPY', 'USD', 'CNY']);
  const money = amountText(w, () => w.rng.int(1, 100_000));
  const nonce = `x${w.rng.int(0, 1e9)}`;
  return op(`exchange ${c.account} ${money} ${from}→${to}`, [c], async () => [
    await customerPost(w, '/user/exchange', { from, to, money, nonce }, c.headers),
  ]);
};

export const loan: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c) return null;
  const type = w.rng.pick(TYPES);
  const kind = w.rng.weighted({ apply: 3, topup: 2, release: 1, repay: 2 });
  const money = amountText(w, () => w.rng.int(1, 200) * 100);
  const nonce = `l${w.rng.int(0, 1e9)}`;
  return op(`loan ${kind} ${c.account} ${type} ${money}`, [c], async () => {
    if (kind === 'apply')
      return [await customerPost(w, '/user/loan', { type, money, nonce }, c.headers)];
    if (kind === 'topup')
      return [await customerPost(w, '/user/credittopup', { type, money }, c.headers)];
    if (kind === 'release')
      return [await customerPost(w, '/user/creditrelease', { type }, c.headers)];
    const loans = await w.kabuto.ctx.db
      .selectFrom('loans')
      .select('id')
      .where('customer_id', '=', c.id)
      .orderBy('id')
      .execute();
    if (loans.length === 0) return [];
    const id = loans[Math.min(loans.length - 1, money.length % loans.length)]!.id;
    return [await customerPost(w, '/user/repay', { id, money }, c.headers)];
  });
};
