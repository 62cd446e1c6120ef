/** The back office's content: site messages, news, pages and settings. Every change is audited. */
import { z } from 'zod';
import { fourEyesProposal } from './admin-approvals.ts';
import { newsMarket } from './news.ts';
import { LANGUAGES } from '../catalogue.ts';
import { endpoint, instant, rowId } from '../contract.ts';
import { json, localised, localisedAnswer, nothing, reason } from './admin.ts';

/** News articles are per market type, or for everyone (`all`). */
export const NEWS_STATUSES = ['published', 'draft'] as const;

/** The editable site pages (about, privacy, the customer agreement). */
export const PAGE_NAMES = ['about', 'privacy', 'protocol', 'service'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

export const adminNews = z.strictObject({
  id: rowId(),
  market: newsMarket,
  title: localisedAnswer,
  summary: localisedAnswer,
  body: localisedAnswer,
  /** The public picture address; it answers only while the article is published. */
  image: z.string().nullable(),
  status: z.enum(NEWS_STATUSES),
  published_at: instant().nullable(),
  created_by: z.string(),
  created_at: instant(),
});
export type AdminNews = z.output<typeof adminNews>;

export const sitePage = z.strictObject({
  name: z.enum(PAGE_NAMES),
  language: z.enum(LANGUAGES),
  title: z.string(),
  body: z.string(),
  updated_at: instant(),
});
export type SitePage = z.output<typeof sitePage>;

export const setting = z.strictObject({
  name: z.string(),
  value: z.string(),
  /** 1: the customer app reads it too (`/common/config`). */
  is_public: z.int().min(0).max(1),
  updated_at: instant(),
});
export type Setting = z.output<typeof setting>;

export const adminContentContracts = {
  messages: endpoint({
    summary: 'Send a site message to one customer (account) or to everyone (no account)',
    body: z.object({
      account: z.string().optional(),
      title: localised,
      body: localised,
      reason: reason(),
    }),
    data: z.strictObject({ id: rowId() }),
  }),
  'news/list': endpoint({
    summary: 'All articles, drafts included',
    body: nothing(),
    data: z.array(adminNews),
  }),
  news: endpoint({
    summary: 'Create an article in three languages (image: base64 JPEG/PNG/WEBP)',
    body: z.object({
      market: newsMarket,
      title: localised,
      summary: localised,
      body: localised,
      image_base64: z.string().max(7_000_000).optional(),
      publish: z.boolean().default(false),
    }),
    data: adminNews,
  }),
  'news/status': endpoint({
    summary: 'Publish or withdraw an article',
    body: z.object({ publish: z.boolean(), reason: reason() }),
    data: adminNews,
  }),
  pages: endpoint({
    summary: 'The about, privacy and agreement pages in each language',
    body: nothing(),
    data: z.array(sitePage),
  }),
  'pages/edit': endpoint({
    summary: 'Edit a page in one language',
    body: json({
      title: z.string().min(1).max(200),
      body: z.string().min(1).max(100_000),
      reason: reason(),
    }),
    data: z.null(),
  }),
  settings: endpoint({ summary: 'Every setting', body: nothing(), data: z.array(setting) }),
  'settings/change': endpoint({
    summary:
      'Propose a new value for a setting (four-eyes: it takes effect once another admin approves)',
    body: z.object({ value: z.string().max(2_000), reason: z.string().optional() }),
    data: fourEyesProposal,
  }),
};
