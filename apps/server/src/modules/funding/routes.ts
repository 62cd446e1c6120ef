import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  form,
  id,
  marketType,
  nonce,
  pageSize,
  positiveInt,
  signedInt,
  text,
} from '@kabuto/shared/contract';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { changeLoginPassword, setFundPassword } from '../customers/passwords.ts';
import { accountFigures } from './assets.ts';
import { addCard, listCards, removeCard } from './bank-cards.ts';
import { bankDeposit, depositAccount, quickRecharge, rechargeList } from './deposits.ts';
import { exchange, quoteExchange, wallets } from './exchange.ts';
import { FUND_RECORD_KINDS, fundRecords } from './records.ts';
import { readMultipart, readUpload } from '../uploads/service.ts';
import { requestWithdrawal, withdrawalRules } from './withdrawals.ts';
import { MARKET_TYPES } from '@kabuto/shared/money';

const tags = ['funding'];

/** Passwords, bank cards, deposits, withdrawals, exchange and fund records. */
export async function fundingRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const passwords = form({ oldpassword: text(), password: text(), repassword: text() });

  r.post(
    '/user/loginpassword',
    { schema: { tags: ['user'], summary: 'Change the login password', body: passwords } },
    async (req) => {
      await changeLoginPassword(ctx, customerOf(req).id, req.body);
      return success(null, 'modify_success');
    },
  );
  r.post(
    '/user/fundpassword',
    {
      schema: {
        tags: ['user'],
        summary: 'Set (six digits) or change the fund password',
        body: passwords,
      },
    },
    async (req) => {
      const outcome = await setFundPassword(ctx, customerOf(req).id, req.body);
      return success({ outcome }, outcome === 'set' ? 'submit_success' : 'modify_success');
    },
  );

  r.post(
    '/user/banklist',
    { schema: { tags, summary: 'Bound bank cards (numbers masked)' } },
    async (req) => success(await listCards(ctx, customerOf(req).id)),
  );
  r.post(
    '/user/bankadd',
    {
      schema: {
        tags,
        summary: 'Bind a bank card',
        body: form({
          name: text(),
          card: text(),
          card_type: text(),
          bank: text(),
          branch: text(),
          branch_code: text(),
        }),
      },
    },
    async (req) => success(await addCard(ctx, customerOf(req).id, req.body), 'add_success'),
  );
  r.post(
    '/user/bankdel',
    {
      schema: {
        tags,
        summary: 'Unbind a bank card',
        body: form({ id: id().optional() }),
      },
    },
    async (req) => {
      await removeCard(ctx, customerOf(req).id, req.body.id);
      return success(null, 'unbind_success');
    },
  );

  r.post(
    '/user/recharge',
    {
      schema: {
        tags,
        summary: 'Quick recharge through a payment channel (`sim` confirms at once, simulated)',
        body: form({ type: marketType(), money: text(), channel: text(), nonce: nonce() }),
      },
    },
    async (req) =>
      success(await quickRecharge(ctx, customerOf(req).id, req.body), 'submit_success'),
  );
  r.post(
    '/user/depositaccount',
    {
      schema: {
        tags,
        summary: 'The receiving account and your transfer reference',
        body: form({ type: marketType() }),
      },
    },
    async (req) => success(await depositAccount(ctx, customerOf(req).id, req.body.type)),
  );
  r.post(
    '/user/deposit',
    {
      schema: {
        tags,
        summary: 'Bank-transfer deposit: multipart with type, money, nonce and the proof image',
        consumes: ['multipart/form-data'],
      },
    },
    async (req) => {
      const formData = await readMultipart(req);
      const type = MARKET_TYPES.find((t) => t === formData.fields.type) ?? 'jpy';
      const record = await bankDeposit(ctx, customerOf(req).id, {
        type,
        money: formData.fields.money,
        nonce: formData.fields.nonce,
        proof: formData.files.find((f) => f.field === 'proof') ?? formData.files[0],
      });
      return success(record, 'submit_success');
    },
  );
  r.post(
    '/user/rechargelist',
    {
      schema: {
        tags,
        summary: 'Quick recharges and bank deposits',
        body: form({ type: z.enum(MARKET_TYPES).optional() }),
      },
    },
    async (req) => success(await rechargeList(ctx, customerOf(req).id, req.body.type)),
  );
  r.get(
    '/user/upload/:id',
    {
      schema: {
        tags,
        summary: 'An image you uploaded (yours only)',
        params: z.object({ id: id() }),
      },
    },
    async (req, reply) => {
      const file = await readUpload(ctx, ctx.db, req.params.id, customerOf(req).id);
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  r.post(
    '/user/withdrawrules',
    {
      schema: {
        tags,
        summary: 'Minimum, fee (none) and the open-positions rule',
        body: form({ type: marketType() }),
      },
    },
    async (req) => success(await withdrawalRules(ctx, req.body.type)),
  );
  r.post(
    '/user/withdraw',
    {
      schema: {
        tags,
        summary: 'Request a withdrawal: frozen now, paid or returned on review',
        body: form({
          type: marketType(),
          money: text(),
          bank_id: text(),
          fund_password: text(),
          nonce: nonce(),
        }),
      },
    },
    async (req) =>
      success(await requestWithdrawal(ctx, customerOf(req).id, req.body), 'submit_success'),
  );

  const exchangeBody = form({ from: text(), to: text(), money: text(), nonce: nonce() });
  r.post(
    '/user/exchangequote',
    { schema: { tags, summary: 'Rate, spread and amount received', body: exchangeBody } },
    async (req) => {
      const quote = await quoteExchange(ctx, ctx.db, req.body);
      return success({
        from: quote.from,
        to: quote.to,
        money: quote.money,
        mid_rate: quote.mid_rate,
        rate: quote.rate,
        spread_bps: quote.spread_bps,
        received: quote.received,
      });
    },
  );
  r.post(
    '/user/exchange',
    { schema: { tags, summary: 'Exchange at the current rate', body: exchangeBody } },
    async (req) => success(await exchange(ctx, customerOf(req).id, req.body), 'exchange_success'),
  );
  r.post(
    '/user/wallets',
    { schema: { tags, summary: 'Cash and frozen money in every currency held' } },
    async (req) => success(await wallets(ctx, customerOf(req).id)),
  );

  r.post(
    '/user/fundlist',
    {
      schema: {
        tags,
        summary: 'Fund records from the ledger, by kind and date range',
        body: form({
          type: z.enum(MARKET_TYPES).optional(),
          currency: text(),
          kind: z.enum(FUND_RECORD_KINDS).default('trade'),
          start: text(),
          end: text(),
          page: positiveInt().default(1),
          size: pageSize(20, 300),
          offset_minutes: signedInt(-840, 840).optional(),
        }),
      },
    },
    async (req) => success(await fundRecords(ctx, customerOf(req).id, req.body)),
  );

  r.post(
    '/user/assets',
    {
      schema: {
        tags,
        summary: 'Account figures of a market type',
        body: form({ type: marketType() }),
      },
    },
    async (req) => success(await accountFigures(ctx, customerOf(req).id, req.body.type)),
  );
}
