import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fundingContracts as contracts } from '@kabuto/shared/contracts/funding';
import { contractSchema } from '../../lib/contract-route.ts';
import { z } from 'zod';
import { id, nonce } from '@kabuto/shared/contract';
import { refuse } from '../../lib/refusal.ts';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { accountFigures } from './assets.ts';
import { addCard, listCards, removeCard } from './bank-cards.ts';
import { bankDeposit, depositAccount, quickRecharge, rechargeList } from './deposits.ts';
import { exchange, quoteExchange, wallets } from './exchange.ts';
import { fundRecords } from './records.ts';
import { readMultipart, readUpload } from '../uploads/service.ts';
import { requestWithdrawal, WITHDRAWAL_STATUS, withdrawalRules } from './withdrawals.ts';
import { withdrawalChecklist } from './withdrawal-checks.ts';
import { languageOf } from '../../lib/language.ts';
import { MARKET_TYPES } from '@kabuto/shared/markets';

const tags = ['funding'];

type Routes = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Bank cards, deposits, withdrawals, exchange and fund records. */
export async function fundingRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  cardRoutes(r, app.ctx);
  depositRoutes(r, app.ctx);
  withdrawalRoutes(r, app.ctx);
  exchangeRoutes(r, app.ctx);
  recordRoutes(r, app.ctx);
}

/** Bank cards: list, add, remove. */
function cardRoutes(r: Routes, ctx: FastifyInstance['ctx']): void {
  r.post(
    '/user/banklist',
    { schema: contractSchema(tags, contracts['user/banklist']) },
    async (req) => success(await listCards(ctx, customerOf(req).id)),
  );
  r.post(
    '/user/bankadd',
    { schema: contractSchema(tags, contracts['user/bankadd']) },
    async (req) => success(await addCard(ctx, customerOf(req).id, req.body), 'add_success'),
  );
  r.post(
    '/user/bankdel',
    { schema: contractSchema(tags, contracts['user/bankdel']) },
    async (req) => {
      await removeCard(ctx, customerOf(req).id, req.body.id);
      return success(null, 'unbind_success');
    },
  );
}

/** Deposits: quick recharge, bank deposit with proof, their history, and the proof image. */
function depositRoutes(r: Routes, ctx: FastifyInstance['ctx']): void {
  r.post(
    '/user/recharge',
    { schema: contractSchema(tags, contracts['user/recharge']) },
    async (req) => {
      const record = await quickRecharge(ctx, customerOf(req).id, req.body);
      // Says what happened: credited now, or (a channel that confirms later) waiting for it;
      // the app writes the amount from the record in the reader's language.
      return success(record, record.status === 1 ? 'recharge_credited' : 'recharge_pending');
    },
  );
  r.post(
    '/user/depositaccount',
    { schema: contractSchema(tags, contracts['user/depositaccount']) },
    async (req) => success(await depositAccount(ctx, customerOf(req).id, req.body.type)),
  );
  r.post(
    '/user/deposit',
    {
      schema: {
        ...contractSchema(tags, contracts['user/deposit']),
        consumes: ['multipart/form-data'],
      },
    },
    async (req) => {
      const formData = await readMultipart(req);
      const type = MARKET_TYPES.find((t) => t === formData.fields.type) ?? 'jpy';
      // A multipart body is read here, not by the route's schema: the key meets the same rule.
      const key = nonce().safeParse(formData.fields.nonce);
      if (!key.success) refuse('invalid_parameter');
      const record = await bankDeposit(ctx, customerOf(req).id, {
        type,
        money: formData.fields.money,
        nonce: key.data,
        proof: formData.files.find((f) => f.field === 'proof') ?? formData.files[0],
      });
      // Demo mode credits at once (autoApproveInDemo): the answer is already passed.
      return success(record, record.status === 1 ? 'deposit_approved_demo' : 'deposit_submitted');
    },
  );
  r.post(
    '/user/rechargelist',
    { schema: contractSchema(tags, contracts['user/rechargelist']) },
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
}

/** Withdrawals: the rules, the checklist before the password, the request. */
function withdrawalRoutes(r: Routes, ctx: FastifyInstance['ctx']): void {
  r.post(
    '/user/withdrawrules',
    { schema: contractSchema(tags, contracts['user/withdrawrules']) },
    async (req) => success(await withdrawalRules(ctx, req.body.type)),
  );
  r.post(
    '/user/withdrawcheck',
    { schema: contractSchema(tags, contracts['user/withdrawcheck']) },
    async (req) => success(await withdrawalChecklist(ctx, customerOf(req).id, req.body.type)),
  );
  r.post(
    '/user/withdraw',
    { schema: contractSchema(tags, contracts['user/withdraw']) },
    async (req) => {
      const withdrawal = await requestWithdrawal(ctx, customerOf(req).id, req.body);
      // Demo mode pays at once (autoApproveInDemo): the answer is already paid.
      const paid = withdrawal.status === WITHDRAWAL_STATUS.paid;
      return success(withdrawal, paid ? 'withdrawal_approved' : 'withdrawal_submitted');
    },
  );
}

/** Currency exchange: quote, exchange, wallets. */
function exchangeRoutes(r: Routes, ctx: FastifyInstance['ctx']): void {
  r.post(
    '/user/exchangequote',
    { schema: contractSchema(tags, contracts['user/exchangequote']) },
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
    { schema: contractSchema(tags, contracts['user/exchange']) },
    async (req) => success(await exchange(ctx, customerOf(req).id, req.body), 'exchange_success'),
  );
  r.post(
    '/user/wallets',
    { schema: contractSchema(tags, contracts['user/wallets']) },
    async (req) => success(await wallets(ctx, customerOf(req).id)),
  );
}

/** Fund records and the account figures. */
function recordRoutes(r: Routes, ctx: FastifyInstance['ctx']): void {
  r.post(
    '/user/fundlist',
    { schema: contractSchema(tags, contracts['user/fundlist']) },
    async (req) => success(await fundRecords(ctx, customerOf(req).id, req.body, languageOf(req))),
  );
  r.post('/user/assets', { schema: contractSchema(tags, contracts['user/assets']) }, async (req) =>
    success(await accountFigures(ctx, customerOf(req).id, req.body.type, languageOf(req))),
  );
}
