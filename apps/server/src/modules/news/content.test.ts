import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto } from '../../test/kabuto.ts';
import { PNG_BYTES, staffCall, staffToken } from '../../test/funding.ts';
import { proposeAndApprove } from '../../test/staff-auth.ts';

const text = (s: string) => ({ jp: `${s}（日本語）`, cn: `${s}（中文）`, us: `${s} (English)` });

describe('news, staff messages and pages', () => {
  let k: TestKabuto;
  let staff: string;
  beforeAll(async () => {
    k = await startTestKabuto({ demo: 'on' });
    staff = await staffToken(k, 'editor', ['operator', 'auditor']);
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  it('publishes the demo articles with images, in each language', async () => {
    const us = await k.post<{ id: number; title: string; image: string }[]>(
      '/common/news',
      { type: 'jpy' },
      { lang: 'us' },
    );
    expect(us.body.data.length).toBeGreaterThanOrEqual(3);
    const cn = await k.post<{ title: string }[]>('/common/news', { type: 'jpy' }, { lang: 'cn' });
    expect(cn.body.data[0]!.title).not.toBe(us.body.data[0]!.title);
    const image = await k.app.inject({ method: 'GET', url: us.body.data[0]!.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const article = await k.post<{ body: string }>(
      '/common/newsinfo',
      { id: us.body.data[0]!.id },
      { lang: 'jp' },
    );
    expect(article.body.data.body.length).toBeGreaterThan(50);
  });

  it('lets staff write, publish and withdraw an article, each step audited', async () => {
    const created = await staffCall(k, staff, 'POST', '/news', {
      market: 'usd',
      title: text('Title'),
      summary: text('Summary'),
      body: text('Body'),
      image_base64: PNG_BYTES.toString('base64'),
    });
    const id = (created.body.data as { id: number }).id;
    const list = () => k.post<{ id: number }[]>('/common/news', { type: 'usd' }, { lang: 'us' });
    expect((await list()).body.data.some((a) => a.id === id)).toBe(false);
    await staffCall(k, staff, 'POST', `/news/${id}/status`, { publish: true });
    expect((await list()).body.data.some((a) => a.id === id)).toBe(true);
    await staffCall(k, staff, 'POST', `/news/${id}/status`, { publish: false, reason: 'Outdated' });
    expect((await k.post('/common/newsinfo', { id })).body.msg).toBe('not_found');
    const audit = await staffCall(k, staff, 'GET', `/audit?target=news:${id}`);
    expect((audit.body.data as { items: { action: string }[] }).items.map((i) => i.action)).toEqual(
      ['news.status', 'news.status', 'news.create'],
    );
    const missing = await staffCall(k, staff, 'POST', '/news', {
      market: 'usd',
      title: { jp: '', cn: 'x', us: 'x' },
      summary: text('s'),
      body: text('b'),
    });
    expect(missing.body.msg).toBe('invalid_parameter');
  });

  it('sends messages to one customer or to all, with unread counts, private to their readers', async () => {
    const a = await k.signUp();
    const b = await k.signUp();
    await staffCall(k, staff, 'POST', '/messages', {
      account: a.account,
      title: text('For A'),
      body: text('Hello A'),
    });
    await staffCall(k, staff, 'POST', '/messages', {
      title: text('For all'),
      body: text('Hello everyone'),
    });
    const unread = async (h: Record<string, string>) =>
      (await k.post<{ unread: number }>('/user/unread', {}, h)).body.data.unread;
    expect(await unread(a.headers)).toBe(2);
    expect(await unread(b.headers)).toBe(1);
    const aList = await k.post<{ id: number; title: string }[]>(
      '/user/messages',
      {},
      { ...a.headers, lang: 'cn' },
    );
    expect(aList.body.data.map((m) => m.title)).toEqual(['For all（中文）', 'For A（中文）']);
    const forA = aList.body.data[1]!.id;
    expect((await k.post('/user/message', { id: forA }, b.headers)).body.msg).toBe('not_found');
    await k.post('/user/message', { id: forA }, a.headers);
    expect(await unread(a.headers)).toBe(1);
  });

  it('lets staff edit a page per language, audited, and customers see it', async () => {
    await staffCall(k, staff, 'POST', '/pages/about/us', {
      title: 'About us',
      body: 'New text about Kabuto.',
      reason: 'Refresh',
    });
    const page = await k.post<{ title: string; body: string }>('/common/page', {
      name: 'about',
      lang: 'us',
    });
    expect(page.body.data).toMatchObject({ title: 'About us', body: 'New text about Kabuto.' });
    expect(
      (await k.post<{ title: string }>('/common/page', { name: 'about', lang: 'jp' })).body.data
        .title,
    ).toBe('Kabutoについて');
    const audit = await staffCall(k, staff, 'GET', '/audit?target=page:about:us');
    expect((audit.body.data as { items: { reason: string }[] }).items[0]!.reason).toBe('Refresh');
  });

  it('keeps settings to admins, audited with a reason, approved by a second admin', async () => {
    expect(
      (
        await staffCall(k, staff, 'POST', '/settings/kefu', {
          value: 'mailto:help@kabuto.example',
          reason: 'x',
        })
      ).http,
    ).toBe(403);
    const admin = await staffToken(k, 'chief', ['admin']);
    expect(
      (await staffCall(k, admin, 'POST', '/settings/kefu', { value: 'mailto:help@kabuto.example' }))
        .body.msg,
    ).toBe('reason_required');
    const second = await staffToken(k, 'chief2', ['admin']);
    const read = async () =>
      (await k.post<{ name: string; value: string }[]>('/common/config')).body.data.find(
        (c) => c.name === 'kefu',
      )?.value;
    const before = await read();
    const approved = await proposeAndApprove(k, second, () =>
      staffCall(k, admin, 'POST', '/settings/kefu', {
        value: 'mailto:help@kabuto.example',
        reason: 'Support inbox',
      }),
    );
    expect(approved.body.msg).toBe('submit_success');
    expect(before).not.toBe('mailto:help@kabuto.example');
    const config = await k.post<{ name: string; value: string }[]>('/common/config');
    expect(config.body.data).toEqual(
      expect.arrayContaining([{ name: 'kefu', value: 'mailto:help@kabuto.example' }]),
    );
  });
});
