import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createKabuto } from '../app.ts';
import type { Kabuto } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { dropPostgresSchema } from '../db/database.ts';
import { ManualClock } from '../lib/clock.ts';
import { configureSetting } from '../modules/site/service.ts';
import { createStaff } from '../modules/staff/service.ts';
import { TEST_STAFF_PASSWORD, signInStaff } from '../test/staff-auth.ts';
import { SimMarket } from './market.ts';
import type { Rng } from './prng.ts';

/** A Monday morning before Tokyo opens (UTC). */
export const SIM_START = '2026-03-09T23:50:00Z';

export interface Answer<T = unknown> {
  http: number;
  status: number;
  msg: string;
  data: T;
}

export interface SimCustomer {
  index: number;
  account: string;
  id: number;
  headers: Record<string, string>;
  kyc: 'none' | 'submitted' | 'passed';
  fundPassword: boolean;
  cardId: number | null;
}

/** What the simulation remembers of what it created, so that later steps can refer to it. */
export interface Model {
  customers: SimCustomer[];
  offerings: number[];
  blocks: { id: number; key: string | null }[];
  products: number[];
  follows: number[];
}

export interface World {
  kabuto: Kabuto;
  clock: ManualClock;
  market: SimMarket;
  rng: Rng;
  /** The back-office tokens: `staff` proposes prices, `checker` approves them. */
  staff: string;
  checker: string;
  model: Model;
  /** While set, operations act for this customer only (a concurrent step on one account). */
  focus: SimCustomer | null;
  close(): Promise<void>;
}

/**
 * On SQLite, a database migrated once per process (with the staff member) that each seed starts
 * from as a copy: a fresh database without running the migrations again.
 */
let sqliteTemplate: Promise<string> | undefined;

async function buildSqliteTemplate(): Promise<string> {
  const clock = new ManualClock(SIM_START);
  const { kabuto, dataDir } = await openKabuto(clock, new SimMarket(clock));
  await createStaffPair(kabuto);
  await kabuto.close();
  process.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return path.join(dataDir, 'kabuto.sqlite');
}

const STAFF_PASSWORD = TEST_STAFF_PASSWORD;
const STAFF_NAMES = { staff: 'sim', checker: 'simcheck' } as const;
type StaffRole = keyof typeof STAFF_NAMES;

/** Two staff members: block and IPO prices need one to propose and another to approve. */
async function createStaffPair(kabuto: Kabuto): Promise<void> {
  const { ctx } = kabuto;
  for (const username of Object.values(STAFF_NAMES)) {
    await createStaff(ctx.db, ctx.clock, ctx.config.passwordHashing, {
      username,
      password: STAFF_PASSWORD,
      roles: ['admin'],
    });
  }
}

async function openKabuto(
  clock: ManualClock,
  market: SimMarket,
  databaseUrl?: string,
  template?: string,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabuto-sim-'));
  if (template) fs.copyFileSync(template, path.join(dataDir, 'kabuto.sqlite'));
  const schema = databaseUrl
    ? `sim_${process.pid}_${Math.floor(performance.now() * 1000).toString(36)}`
    : undefined;
  const config: Config = {
    ...loadConfig({}, process.cwd()),
    dataDir,
    databaseUrl,
    demo: 'off',
    passwordHashing: { memoryCost_kib: 1024, timeCost: 1 },
    authRateLimit: { max: 1_000_000, window_ms: 60_000 },
    sessionTtl_ms: 3_650 * 86_400_000,
    webDist: undefined,
    adminDist: undefined,
  };
  const kabuto = await createKabuto(config, { clock, market, ...(schema ? { schema } : {}) });
  // The clock jumps by days between a customer's requests: sessions never end idle here, as they
  // never expire (sessionTtl_ms above).
  await configureSetting(
    kabuto.ctx,
    'session_idle_minutes',
    '0',
    'simulation: the clock moves by days',
  );
  return { kabuto, dataDir, schema };
}

async function startKabuto(clock: ManualClock, market: SimMarket, databaseUrl?: string) {
  let template: string | undefined;
  if (!databaseUrl) {
    sqliteTemplate ??= buildSqliteTemplate();
    template = await sqliteTemplate;
  }
  const { kabuto, dataDir, schema } = await openKabuto(clock, market, databaseUrl, template);
  if (databaseUrl) {
    await createStaffPair(kabuto);
  }
  const close = async () => {
    await kabuto.close();
    if (schema && databaseUrl) await dropPostgresSchema(databaseUrl, schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { kabuto, close };
}

/** A fresh Kabuto on a fresh database, at the simulation's start time, with one staff member. */
export async function startWorld(rng: Rng, databaseUrl?: string): Promise<World> {
  const clock = new ManualClock(SIM_START);
  const market = new SimMarket(clock);
  const { kabuto, close } = await startKabuto(clock, market, databaseUrl);
  const model: Model = { customers: [], offerings: [], blocks: [], products: [], follows: [] };
  const w: World = {
    kabuto,
    clock,
    market,
    rng,
    staff: '',
    checker: '',
    model,
    focus: null,
    close,
  };
  await staffLogin(w, 'staff');
  await staffLogin(w, 'checker');
  return w;
}

/** Signs a staff member in again (staff sessions last a working day). */
async function staffLogin(w: World, who: StaffRole): Promise<void> {
  w[who] = await signInStaff(w.kabuto, STAFF_NAMES[who], STAFF_PASSWORD);
}

function answerOf<T>(http: number, json: unknown): Answer<T> {
  const body = json as { status?: number; msg?: string; data?: T };
  return { http, status: body.status ?? -1, msg: body.msg ?? '', data: body.data as T };
}

/** The fund password every simulated customer sets. */
export const FUND_PASSWORD = '123456';

async function postForm<T>(
  w: World,
  url: string,
  body: Record<string, string | number>,
  headers: Record<string, string>,
): Promise<Answer<T>> {
  const res = await w.kabuto.app.inject({
    method: 'POST',
    url: `/api/vue${url}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
  return answerOf<T>(res.statusCode, res.json());
}

/**
 * POSTs a form to the customer API. A confirmation refused with `fund_password_unlock_required`
 * is unlocked with the fund password and sent once more, as the customer app does.
 */
export async function customerPost<T = unknown>(
  w: World,
  url: string,
  body: Record<string, string | number>,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const first = await postForm<T>(w, url, body, headers);
  if (first.msg !== 'fund_password_unlock_required') return first;
  const unlock = await postForm(w, '/user/unlock', { fund_password: FUND_PASSWORD }, headers);
  return unlock.status === 1 ? postForm<T>(w, url, body, headers) : first;
}

/** Sends a multipart form (fields and PNG files) to the customer API. */
export async function customerMultipart<T = unknown>(
  w: World,
  url: string,
  fields: Record<string, string>,
  files: string[],
  headers: Record<string, string>,
): Promise<Answer<T>> {
  const boundary = '----kabutosim';
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  for (const field of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await w.kabuto.app.inject({
    method: 'POST',
    url: `/api/vue${url}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  });
  return answerOf<T>(res.statusCode, res.json());
}

/** Calls the back-office API as one of the simulation's staff members (the proposer by default). */
export async function staffCall<T = unknown>(
  w: World,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  who: StaffRole = 'staff',
): Promise<Answer<T>> {
  const send = () =>
    w.kabuto.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { authorization: `Bearer ${w[who]}` },
      ...(body ? { payload: body } : {}),
    });
  let res = await send();
  if (res.statusCode === 401) {
    await staffLogin(w, who);
    res = await send();
  }
  return answerOf<T>(res.statusCode, res.json());
}

/** A 1×1 PNG, a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
