import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { SwaggerOptions } from '@fastify/swagger';
import { documentScope, FORM } from './lib/contract-route.ts';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { ADMIN_API_PREFIX, API_PREFIX } from '@kabuto/shared/api';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/database.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { guardDatabase } from './db/transaction.ts';
import type { Clock } from './lib/clock.ts';
import { startClock } from './lib/clock.ts';
import { Metrics } from './lib/metrics.ts';
import { Refusal } from './lib/refusal.ts';
import { holdsNul } from './lib/nul-text.ts';
import { registerCompression, serveBuiltApps } from './plugins/delivery.ts';
import { accountPanelRoutes } from './modules/account/routes.ts';
import { customerRoutes, publicCustomerRoutes } from './modules/customers/routes.ts';
import { isEmpty, seedDemo, DEMO_CUSTOMER, DEMO_FUNDING } from './modules/demo/service.ts';
import { seedDemoProducts } from './demo-products.ts';
import { findCustomerByAccount } from './modules/customers/repository.ts';
import { createLedger } from './modules/ledger/ledger.ts';
import { INDICES, INSTRUMENTS } from './modules/market/instruments.ts';
import { liveQuoteRoutes } from './modules/market/live.ts';
import type { MarketData } from './modules/market/market-data.ts';
import { marketRoutes, watchlistRoutes } from './modules/market/routes.ts';
import { recallPracticeSession } from './modules/market/service.ts';
import { SimulatedMarket } from './modules/market/simulator.ts';
import { ReviewRegistry } from './modules/reviews/registry.ts';
import { FourEyesRegistry } from './modules/approvals/registry.ts';
import { settingFourEyesHandler } from './modules/site/service.ts';
import { customerStatusFourEyesHandler } from './modules/customers/admin-service.ts';
import { withdrawalFourEyesHandler } from './modules/reviews/service.ts';
import { ledgerCorrectionFourEyesHandler } from './modules/ledger/admin-service.ts';
import { depositReviewHandler } from './modules/funding/deposits.ts';
import { fundingRoutes } from './modules/funding/routes.ts';
import { UPLOAD_MAX_BYTES } from './modules/uploads/service.ts';
import { withdrawalReviewHandler } from './modules/funding/withdrawals.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { ipoAdminRoutes } from './modules/ipo/admin-routes.ts';
import { ipoPublicRoutes, ipoRoutes } from './modules/ipo/routes.ts';
import { blockAdminRoutes } from './modules/blocks/admin-routes.ts';
import { approvalAdminRoutes, fourEyesAdminRoutes } from './modules/approvals/admin-routes.ts';
import { blockRoutes } from './modules/blocks/routes.ts';
import { copyAdminRoutes } from './modules/copy/admin-routes.ts';
import { copyRoutes } from './modules/copy/routes.ts';
import { intradayRoutes } from './modules/intraday/routes.ts';
import { intradayReviewHandler } from './modules/intraday/service.ts';
import { kycRoutes } from './modules/kyc/routes.ts';
import { kycReviewHandler } from './modules/kyc/service.ts';
import { loanRoutes } from './modules/loans/routes.ts';
import { loanReviewHandler } from './modules/loans/service.ts';
import { newsRoutes } from './modules/news/routes.ts';
import { staffContentRoutes } from './modules/staff/content-routes.ts';
import { customerAdminRoutes } from './modules/customers/admin-routes.ts';
import { ledgerAdminRoutes } from './modules/ledger/admin-routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { PositionBook } from './modules/positions/book.ts';
import { loadTriggerIndex } from './modules/trading/service.ts';
import { TradingEngine } from './modules/trading/engine.ts';
import { tradingRoutes } from './modules/trading/routes.ts';
import { ensureSiteDefaults } from './modules/site/service.ts';
import { staffPublicRoutes, staffRoutes, staffSetupRoutes } from './modules/staff/routes.ts';
import { statementAdminRoutes } from './modules/statements/admin-routes.ts';
import { statementRoutes } from './modules/statements/routes.ts';
import { registerErrorHandling } from './plugins/envelope.ts';
import { countRequests, operationsRoutes } from './plugins/operations.ts';
import { insightRoutes } from './modules/insight/routes.ts';
import type { Bus } from './nodes/bus.ts';
import { busPrefix, inProcessBus, natsBus } from './nodes/bus.ts';
import { FedMarket } from './nodes/fed-market.ts';
import { KabutoNode } from './nodes/node.ts';
import type { NodeState } from './nodes/state.ts';
import { loadAlertBook, seedDemoHistory } from './modules/insight/service.ts';

export interface Kabuto {
  app: FastifyInstance;
  ctx: AppContext;
  /** Fills limit orders, completes deferred closes, applies margin rules (start() in main). */
  engine: TradingEngine;
  /** The node's role, engine lease and events (start() in main). */
  node: KabutoNode;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export interface KabutoOptions {
  clock?: Clock;
  /** A market-data provider other than the simulator (tests, real feeds). */
  market?: MarketData;
  /** PostgreSQL schema to work in (tests). */
  schema?: string;
  logger?: boolean;
  /** Where the node's counters go (main.ts adds the process's own figures). */
  metrics?: Metrics;
}

/** The node's bus: NATS when `NATS_URL` is set (subjects per database and schema), else in-process. */
function openBus(config: Config, schema: string | undefined): Promise<Bus> | Bus {
  if (!config.natsUrl) return inProcessBus();
  return natsBus(config.natsUrl, busPrefix(config.databaseUrl, schema));
}

/** The simulated market the node starts with when no other provider is given. */
function simulatedMarket(config: Config, clock: Clock): SimulatedMarket {
  return new SimulatedMarket({
    seed: config.marketSeed,
    practice: config.marketPractice,
    clock,
    instruments: INSTRUMENTS,
    indices: INDICES,
  });
}

/**
 * The books in memory, loaded from the database: they belong to the nodes that may run the
 * engine (an api node holds none).
 */
async function loadBooks(
  base: Parameters<typeof loadAlertBook>[0],
): Promise<Pick<AppContext, 'positionBook' | 'alertBook' | 'triggerIndex'>> {
  const positionBook = new PositionBook();
  await positionBook.load(base.db);
  const alertBook = await loadAlertBook(base);
  const triggerIndex = await loadTriggerIndex(base.db);
  return { positionBook, alertBook, triggerIndex };
}

/** What decides staff reviews and four-eyes proposals, per kind. */
function registerDecisions(ctx: AppContext): void {
  ctx.reviews.register(depositReviewHandler(ctx));
  ctx.reviews.register(withdrawalReviewHandler(ctx));
  ctx.reviews.register(kycReviewHandler(ctx));
  ctx.reviews.register(loanReviewHandler(ctx));
  ctx.reviews.register(intradayReviewHandler(ctx));
  ctx.fourEyes.register(settingFourEyesHandler(ctx));
  ctx.fourEyes.register(customerStatusFourEyesHandler(ctx));
  ctx.fourEyes.register(withdrawalFourEyesHandler(ctx));
  ctx.fourEyes.register(ledgerCorrectionFourEyesHandler(ctx));
}

/** Opens the database, runs migrations, seeds defaults (and demo data) and builds the app. */
export async function createKabuto(config: Config, options: KabutoOptions = {}): Promise<Kabuto> {
  const handle = await openDatabase({
    url: config.databaseUrl,
    sqlitePath: `${config.dataDir}/kabuto.sqlite`,
    schema: options.schema,
  });
  let bus: Bus | undefined;
  try {
    await migrate(handle);
    bus = await openBus(config, options.schema);
    const api = config.role === 'api';
    // Filled in once the node is built; readiness asks it only after the start.
    let node: NodeState = { role: config.role, lease: () => 'none' };
    const clock = options.clock ?? startClock(config.simClockStart);
    await ensureSiteDefaults(handle.db, clock.now());
    const metrics = options.metrics ?? new Metrics();
    const market = options.market ?? simulatedMarket(config, clock);
    const base = {
      config,
      db: guardDatabase(handle.db, {
        groupCommit: handle.dialect,
        checkpointer: handle.checkpointer,
        onCommit: (commands) => metrics.commitBatch.observe(commands),
      }),
      dialect: handle.dialect,
      clock,
      ledger: createLedger(handle.dialect, clock, metrics),
      // An api node prices from the engine's feed; an engine's provider is the feed.
      market: api ? new FedMarket(market, bus, metrics) : market,
      reviews: new ReviewRegistry(),
      metrics,
      bus,
      node: { role: config.role, lease: () => node.lease() },
      fourEyes: new FourEyesRegistry(),
    };
    const seed = config.demo === 'on' || (config.demo === 'auto' && (await isEmpty(base)));
    if (seed) {
      await seedDemo({ ...base, demoMode: true });
      await seedDemoProducts({ ...base, demoMode: true });
    }
    const demoCustomer = await findCustomerByAccount(handle.db, DEMO_CUSTOMER.account);
    const demoMode = config.demo !== 'off' && !!demoCustomer;
    const ctx: AppContext = { ...base, demoMode, ...(api ? {} : await loadBooks(base)) };
    await recallPracticeSession(ctx);
    // The demo customer's past account values, replayed from the simulated market (insight).
    if (seed && demoCustomer) await seedDemoHistory(ctx, demoCustomer.id, DEMO_FUNDING);
    const engine = new TradingEngine(ctx);
    const kabutoNode = new KabutoNode(ctx, engine, `kabuto-engine:${options.schema ?? 'public'}`);
    node = kabutoNode;
    registerDecisions(ctx);
    const app = await buildApp(ctx, options.logger ?? false);
    return {
      app,
      ctx,
      handle,
      engine,
      node: kabutoNode,
      // Graceful: requests under way are answered (and no new ones taken), the engine's pass
      // and jobs under way finish, the lease is given back, then NATS and the database close.
      close: async () => {
        await app.close();
        await kabutoNode.close();
        await engine.stop();
        if (ctx.market instanceof FedMarket) ctx.market.close();
        await ctx.bus.close();
        await handle.close();
      },
    };
  } catch (error) {
    await bus?.close();
    await handle.close();
    throw error;
  }
}

export async function buildApp(
  ctx: AppContext,
  logger: boolean | object,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === true ? { level: ctx.config.logLevel } : logger,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  });
  app.decorate('ctx', ctx);
  app.decorateRequest('customer', null);
  app.decorateRequest('staff', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  countRequests(app);
  // A request that changed sessions or settings is answered once every node can know it.
  app.addHook('onSend', async () => {
    await ctx.bus.settled();
  });

  const security = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
      },
    },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(security);
  });
  // A NUL character in any field, query or path parameter (see lib/nul-text.ts).
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new Refusal('invalid_parameter');
    }
  });
  await registerCompression(app);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 4 } });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new Refusal('submitted_too_frequently', undefined, 429),
  });
  await app.register(swagger, openApiOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(liveQuoteRoutes);
  await app.register(operationsRoutes);

  await registerApiRoutes(app);

  await serveBuiltApps(app, ctx.config);
  return app;
}

/** OpenAPI at /api/docs: both APIs, their security schemes, and every route's contract. */
function openApiOptions(): SwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Kabuto API',
        version: '0.1.0',
        description:
          'Customer API (`/api/vue`, form-encoded, `token` and `account` headers) and back office API (`/api/admin`, JSON, bearer token). Every answer is `{ status, msg, data }`; a refusal is `{ status: 0, msg, data: null }`, `msg` a catalogue key.',
      },
      components: {
        securitySchemes: {
          customerToken: {
            type: 'apiKey',
            in: 'header',
            name: 'token',
            description: 'The session token from `/api/vue/login`.',
          },
          customerAccount: {
            type: 'apiKey',
            in: 'header',
            name: 'account',
            description: 'The account (phone number) the token was issued to.',
          },
          staffBearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The staff token from `/api/admin/login`.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  };
}

/** The customer API (/api/vue, form-encoded) and the back office API (/api/admin, JSON). */
async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (api) => {
      documentScope(api, { consumes: [FORM], statuses: [400, 413] });
      await api.register(publicCustomerRoutes);
      await api.register(siteRoutes);
      await api.register(customerRoutes);
      await api.register(accountPanelRoutes);
      await api.register(marketRoutes);
      await api.register(watchlistRoutes);
      await api.register(fundingRoutes);
      await api.register(messageRoutes);
      await api.register(tradingRoutes);
      await api.register(kycRoutes);
      await api.register(loanRoutes);
      await api.register(newsRoutes);
      await api.register(ipoPublicRoutes);
      await api.register(ipoRoutes);
      await api.register(blockRoutes);
      await api.register(copyRoutes);
      await api.register(intradayRoutes);
      await api.register(insightRoutes);
      await api.register(statementRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(
    async (admin) => {
      documentScope(admin, { consumes: ['application/json'], statuses: [400, 413] });
      await admin.register(staffPublicRoutes);
      await admin.register(staffSetupRoutes);
      await admin.register(staffRoutes);
      await admin.register(staffContentRoutes);
      await admin.register(customerAdminRoutes);
      await admin.register(ledgerAdminRoutes);
      await admin.register(ipoAdminRoutes);
      await admin.register(blockAdminRoutes);
      await admin.register(approvalAdminRoutes);
      await admin.register(fourEyesAdminRoutes);
      await admin.register(copyAdminRoutes);
      await admin.register(statementAdminRoutes);
    },
    { prefix: ADMIN_API_PREFIX },
  );
}

/**
 * The security headers (content security policy, frame and sniffing rules, HSTS…) are the same on
 * every answer, so they are worked out once by helmet and then only copied onto each reply.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
