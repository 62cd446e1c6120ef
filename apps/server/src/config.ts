import path from 'node:path';

export interface RateLimit {
  max: number;
  window_ms: number;
}

/** What a node does (API.md "Running several nodes"). */
export type NodeRole = 'api' | 'engine' | 'all';
export const NODE_ROLES: readonly NodeRole[] = ['api', 'engine', 'all'];

export interface Config {
  /** `api` serves requests; `engine` runs the risk engine, jobs and feed (one at a time). */
  role: NodeRole;
  /** Events between nodes through NATS; unset, they stay in the process. */
  natsUrl: string | undefined;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** 'auto': seed demo data when the database is empty; 'on' and 'off' force it. */
  demo: 'auto' | 'on' | 'off';
  marketSeed: string;
  marketPractice: boolean;
  simClockStart: Date | undefined;
  sessionTtl_ms: number;
  authRateLimit: RateLimit;
  /** Failed sign-ins allowed per account number (from any address) in a window. */
  signInAccountLimit: RateLimit;
  passwordHashing: { memoryCost_kib: number; timeCost: number };
  webDist: string | undefined;
  adminDist: string | undefined;
  logLevel: string;
}

function flag(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'on' || value === 'yes';
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const demoText = env.DEMO;
  const demo = demoText === undefined || demoText === '' ? 'auto' : flag(demoText) ? 'on' : 'off';
  let simClockStart: Date | undefined;
  if (env.SIM_CLOCK_START) {
    simClockStart = new Date(env.SIM_CLOCK_START);
    if (Number.isNaN(simClockStart.getTime())) throw new Error('SIM_CLOCK_START must be ISO 8601');
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  const role = (env.KABUTO_ROLE || 'all') as NodeRole;
  if (!NODE_ROLES.includes(role)) {
    throw new Error(
      `KABUTO_ROLE must be one of ${NODE_ROLES.join(', ')} (got "${env.KABUTO_ROLE}")`,
    );
  }
  if (role !== 'all' && !databaseUrl?.startsWith('postgres')) {
    throw new Error(
      `KABUTO_ROLE=${role} needs PostgreSQL (DATABASE_URL=postgres://…): on SQLite one process serves everything, as KABUTO_ROLE=all`,
    );
  }
  return {
    role,
    natsUrl: env.NATS_URL || undefined,
    port: positiveInt(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    demo,
    marketSeed: env.MARKET_SEED || 'kabuto',
    marketPractice: flag(env.MARKET_PRACTICE),
    simClockStart,
    sessionTtl_ms: positiveInt(env.SESSION_TTL_HOURS, 24 * 30, 'SESSION_TTL_HOURS') * 3_600_000,
    authRateLimit: {
      max: positiveInt(env.AUTH_RATE_LIMIT_PER_MINUTE, 20, 'AUTH_RATE_LIMIT_PER_MINUTE'),
      window_ms: 60_000,
    },
    signInAccountLimit: {
      max: positiveInt(env.SIGN_IN_FAILS_PER_ACCOUNT, 10, 'SIGN_IN_FAILS_PER_ACCOUNT'),
      window_ms: 15 * 60_000,
    },
    passwordHashing: { memoryCost_kib: 19_456, timeCost: 2 },
    webDist: path.resolve(root, 'apps/web/dist'),
    adminDist: path.resolve(root, 'apps/admin/dist'),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
