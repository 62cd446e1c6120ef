import type { NewsMarket } from '@kabuto/shared/contracts/news';
import { newsMarket } from '@kabuto/shared/contracts/news';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Language } from '@kabuto/shared/catalogue';
import { LANGUAGES } from '@kabuto/shared/catalogue';
import type { AppContext, SessionStaff } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { sniffImage } from '../uploads/service.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import type { NewsRow } from './repository.ts';
import {
  findNews,
  hasAnyNews,
  insertNews,
  latestNews,
  publishedPage,
  updateNewsStatus,
} from './repository.ts';

/** News articles per market (jp, us, cn, or all), written by staff in three languages. */
export type Localised = Record<Language, string>;

export interface NewsInput {
  market: NewsMarket;
  title: Localised;
  summary: Localised;
  body: Localised;
  publish: boolean;
}

function newsDir(ctx: AppContext): string {
  return path.join(ctx.config.dataDir, 'news');
}

export function checkLocalised(value: unknown): Localised {
  const v = value as Partial<Localised> | null;
  for (const language of LANGUAGES) {
    if (!v || typeof v[language] !== 'string' || !v[language]!.trim()) refuse('invalid_parameter');
  }
  return { jp: v!.jp!.trim(), cn: v!.cn!.trim(), us: v!.us!.trim() };
}

/** Stores an article image (JPEG, PNG or WEBP by its bytes) under a generated name. */
export function storeNewsImage(ctx: AppContext, bytes: Buffer): string {
  const type = sniffImage(bytes);
  if (!type) refuse('upload_type_invalid');
  fs.mkdirSync(newsDir(ctx), { recursive: true });
  const name = `${randomBytes(12).toString('hex')}.${type.ext}`;
  fs.writeFileSync(path.join(newsDir(ctx), name), bytes);
  return name;
}

export async function createNews(
  ctx: AppContext,
  db: Db | Tx,
  input: NewsInput & { image?: Buffer | undefined; actor: string },
) {
  const now = ctx.clock.now().toISOString();
  return insertNews(db, {
    market: input.market,
    title_json: JSON.stringify(input.title),
    summary_json: JSON.stringify(input.summary),
    body_json: JSON.stringify(input.body),
    image_file: input.image ? storeNewsImage(ctx, input.image) : null,
    status: input.publish ? 'published' : 'draft',
    published_at: input.publish ? now : null,
    created_by: input.actor,
    created_at: now,
  });
}

type Row = NewsRow;

export function newsAnswer(r: Row, language: Language) {
  const pick = (json: string) => (JSON.parse(json) as Localised)[language];
  return {
    id: r.id,
    market: newsMarket.parse(r.market),
    title: pick(r.title_json),
    summary: pick(r.summary_json),
    body: pick(r.body_json),
    image: r.image_file ? `/api/vue/common/newsimage/${r.id}` : null,
    status: r.status,
    published_at: r.published_at,
  };
}

export function newsAdminAnswer(r: Row) {
  return {
    id: r.id,
    // Written only through `createNews`, whose input has these types.
    market: r.market as NewsMarket,
    title: JSON.parse(r.title_json) as Localised,
    summary: JSON.parse(r.summary_json) as Localised,
    body: JSON.parse(r.body_json) as Localised,
    image: r.image_file ? `/api/vue/common/newsimage/${r.id}` : null,
    status: r.status as 'published' | 'draft',
    published_at: r.published_at,
    created_by: r.created_by,
    created_at: r.created_at,
  };
}

export const NEWS_PAGE_SIZE = 20;

export async function publishedNews(
  ctx: AppContext,
  type: string | undefined,
  page: number,
  language: Language,
) {
  const rows = await publishedPage(ctx.db, type, page, NEWS_PAGE_SIZE);
  return rows.map((r) => {
    const { body: _body, ...rest } = newsAnswer(r, language);
    return rest;
  });
}

export async function newsArticle(ctx: AppContext, id: number, language: Language) {
  const row = await findNews(ctx.db, id);
  if (!row || row.status !== 'published') refuse('not_found');
  return newsAnswer(row, language);
}

/** An article's image; drafts' images only for staff (`includeDrafts`). */
export async function newsImage(
  ctx: AppContext,
  id: number,
  includeDrafts = false,
): Promise<{ mime: string; bytes: Buffer }> {
  const row = await findNews(ctx.db, id);
  if (!row?.image_file || (row.status !== 'published' && !includeDrafts)) refuse('not_found');
  const bytes = fs.readFileSync(path.join(newsDir(ctx), row.image_file));
  return { mime: sniffImage(bytes)?.mime ?? 'application/octet-stream', bytes };
}

/** The latest articles, drafts included, newest first. */
export async function staffNews(ctx: AppContext) {
  const rows = await latestNews(ctx.db, 200);
  return rows.map(newsAdminAnswer);
}

/** Creates an article (a draft, or published at once). */
export async function addNews(
  ctx: AppContext,
  staff: SessionStaff,
  input: NewsInput & { image?: Buffer | undefined },
) {
  const row = await inTransaction(ctx.db, async (tx) => {
    const created = await createNews(ctx, tx, { ...input, actor: actorOf(staff) });
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'news.create',
      target: `news:${created.id}`,
      after: { status: created.status },
    });
    return created;
  });
  return newsAdminAnswer(row);
}

/** Publishes an article (keeping its first publication time) or takes it back to draft. */
export async function setNewsStatus(
  ctx: AppContext,
  staff: SessionStaff,
  id: number,
  input: { publish: boolean; reason?: string | undefined },
) {
  const row = await inTransaction(ctx.db, async (tx) => {
    const before = await findNews(tx, id);
    if (!before) refuse('not_found');
    const status = input.publish ? 'published' : 'draft';
    const after = await updateNewsStatus(tx, before.id, {
      status,
      published_at: input.publish
        ? (before.published_at ?? ctx.clock.now().toISOString())
        : before.published_at,
    });
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'news.status',
      target: `news:${before.id}`,
      before: { status: before.status },
      after: { status },
      reason: input.reason ?? null,
    });
    return after;
  });
  return newsAdminAnswer(row);
}

/** Whether any article exists, published or not. */
export async function hasNews(db: Db | Tx): Promise<boolean> {
  return hasAnyNews(db);
}
