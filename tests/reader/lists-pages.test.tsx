// @vitest-environment jsdom
/**
 * The issue and article-list pages rendered by the real page-server entry (real site-configs,
 * real demo content through the in-process API): the server HTML holds the demo content, the
 * status and the head; each page hydrates without a mismatch.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { FastifyInstance } from 'fastify';
import { render, registry } from '../../app/entry-server';
import { ClientApp } from '../../engine/render/ClientApp';
import { preloadViews } from '../../engine/render/loadPage';
import type { PageState } from '../../engine/render/pageLoader';
import { pageDataClient } from '../../server/api/server-client';
import { closeApp, get, makeApp } from '../api/helpers';

let app: FastifyInstance;
let dataDir: string;
const savedToday = process.env.MASTHEAD_TODAY;

beforeAll(async () => {
  process.env.MASTHEAD_TODAY = '2026-11-01';
  ({ app, dataDir } = await makeApp('lists-pages'));
});
afterAll(async () => {
  await closeApp(app, dataDir);
  if (savedToday === undefined) delete process.env.MASTHEAD_TODAY;
  else process.env.MASTHEAD_TODAY = savedToday;
});

async function page(path: string) {
  const r = await render({ url: `http://localhost${path}`, headers: { host: 'localhost' }, apiFor: (h) => pageDataClient(app, h), mode: 'production' });
  if (r.kind !== 'html') throw new Error(`${path} redirected to ${r.location}`);
  const state = JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(r.state)![1]!) as PageState;
  const doc = new DOMParser().parseFromString(`<div id="root">${r.body}</div>`, 'text/html');
  const title = /<title>(.*?)<\/title>/s.exec(r.head)?.[1] ?? '';
  return { ...r, state, doc, title };
}

async function hydratesCleanly(body: string, state: PageState) {
  if (state.kind === 'page') await preloadViews(registry, state.page);
  const container = document.createElement('div');
  container.innerHTML = body;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...a) => errors.push(a.map(String).join(' ').slice(0, 300)));
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <ClientApp initial={state} registry={registry} mode="production" load={async () => state} />, {
      onRecoverableError: (e) => errors.push(e),
    });
  });
  spy.mockRestore();
  act(() => root!.unmount());
  container.remove();
  return errors;
}

interface Article {
  id: number;
  title: string;
  enTitle: string;
  versionLabel: number;
}
interface Period {
  id: number;
  siteId: number;
  year: number;
  volume: number;
  issue: number;
}

const hrefs = (doc: Document) => [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('reader list pages on the demo content', () => {
  it('/amr/zh/issues lists every amr issue as a journal tree (style 7) with the current year open', async () => {
    const tree = (await get<Period[]>(app, '/front/front-period/getPeriodTree', { siteId: 735 })).body.data;
    expect(tree.length).toBeGreaterThan(20);
    const { status, doc, title, body, state } = await page('/amr/zh/issues');
    expect(status).toBe(200);
    expect(title).toContain('过刊浏览');
    const links = hrefs(doc);
    for (const p of tree) expect(links).toContain(`/amr/zh/issue/${p.year}/${p.issue}`);
    const root = doc.querySelector('[data-widget="back-issues"] .journal button')!;
    expect(root.textContent).toContain('先进材料研究');
    expect(root.getAttribute('aria-expanded')).toBe('true');
    const latestYear = tree[0]!.year;
    const yearButtons = [...doc.querySelectorAll('.year-node button')];
    expect(yearButtons.find((b) => b.textContent!.includes(`${latestYear}年`))!.getAttribute('aria-expanded')).toBe('true');
    expect(yearButtons.find((b) => b.textContent!.includes(`${latestYear - 1}年`))!.getAttribute('aria-expanded')).toBe('false');
    expect(await hydratesCleanly(body, state)).toEqual([]);
  });

  it('/amr/zh/issue/<year>/<issue> shows that issue by column, with its neighbours', async () => {
    const tree = (await get<Period[]>(app, '/front/front-period/getPeriodTree', { siteId: 735 })).body.data;
    const p = tree[3]!; // not the latest, so both neighbours exist
    const info = (
      await get<{ total: number; columns: { name: string; articles: Article[] }[] }>(app, '/front/front-period/getPeriodInfo', {
        siteId: 735,
        year: p.year,
        issue: p.issue,
      })
    ).body.data;
    const { status, doc, title, body, state } = await page(`/amr/zh/issue/${p.year}/${p.issue}`);
    expect(status).toBe(200);
    expect(title).toContain(`${p.year}年 第${p.volume}卷 第${p.issue}期`);
    const widget = doc.querySelector('[data-widget="issue-contents"]')!;
    expect(widget.querySelector('h2')!.textContent).toBe(`${p.year}年 第${p.volume}卷 第${p.issue}期`);
    const columns = [...widget.querySelectorAll('.column h3')].map((h) => h.textContent);
    expect(columns).toEqual(info.columns.map((c) => c.name));
    for (const c of info.columns) for (const a of c.articles) expect(widget.textContent).toContain(a.title);
    const prev = tree[4]!;
    const next = tree[2]!;
    expect(widget.querySelector('a[rel="prev"]')!.getAttribute('href')).toBe(`/amr/zh/issue/${prev.year}/${prev.issue}`);
    expect(widget.querySelector('a[rel="next"]')!.getAttribute('href')).toBe(`/amr/zh/issue/${next.year}/${next.issue}`);
    expect(await hydratesCleanly(body, state)).toEqual([]);
  });

  it('/amr/en/issue without year and issue is the latest issue; an unknown one answers 404 with No data', async () => {
    const latest = (await get<Period[]>(app, '/front/front-period/getPeriodTree', { siteId: 735 })).body.data[0]!;
    const cur = await page('/amr/en/issue');
    expect(cur.status).toBe(200);
    expect(cur.title).toContain(`${latest.year}, Vol. ${latest.volume}, Issue ${latest.issue}`);
    const missing = await page('/amr/zh/issue/1999/1');
    expect(missing.status).toBe(404);
    expect(missing.doc.querySelector('[data-widget="issue-contents"] [data-state="empty"]')!.textContent).toBe('暂无数据');
    expect(missing.head).toContain('noindex');
  });

  it('/amr/zh/onlineFirst lists the online-first articles with their Chinese proof labels', async () => {
    const list = (await get<{ list: Article[]; total: number }>(app, '/front/front-article/getFirstPublishArticles', { siteId: 735, size: 20 })).body.data;
    expect(list.total).toBeGreaterThan(0);
    const { status, doc, title, body, state } = await page('/amr/zh/onlineFirst');
    expect(status).toBe(200);
    expect(title).toContain('网络首发');
    const widget = doc.querySelector('[data-widget="article-list"]')!;
    const ZH = ['', '第一稿', '第二稿', '第三稿', '第四稿', '第五稿', '第六稿', '第七稿', '第八稿', '第九稿', '第十稿'];
    for (const a of list.list) {
      const item = widget.querySelector(`[data-article-id="${a.id}"]`)!;
      expect(item.textContent).toContain(a.title);
      expect(item.querySelector('.badge')!.textContent).toBe(ZH[a.versionLabel]);
    }
    expect(await hydratesCleanly(body, state)).toEqual([]);
  });

  it('/emf/en/justAccepted lists the just-accepted articles labelled Accept', async () => {
    const list = (await get<{ list: Article[]; total: number }>(app, '/front/front-article/getJustAccepted', { siteId: 3, size: 20 })).body.data;
    expect(list.total).toBeGreaterThan(0);
    const { status, doc, title } = await page('/emf/en/justAccepted');
    expect(status).toBe(200);
    expect(title).toContain('Just Accepted');
    for (const a of list.list) {
      const item = doc.querySelector(`[data-article-id="${a.id}"]`)!;
      expect(item.textContent).toContain(a.enTitle);
      expect(item.querySelector('.badge')!.textContent).toBe('Accept');
    }
  });

  it('the amr home page shows the latest issue, online first and most read from the index module list', async () => {
    const latest = (await get<Period[]>(app, '/front/front-period/getPeriodTree', { siteId: 735 })).body.data[0]!;
    const of = (await get<{ list: Article[] }>(app, '/front/front-article/getFirstPublishArticles', { siteId: 735, size: 5 })).body.data.list;
    const rank = (await get<Article[]>(app, '/front/rank/list', { siteId: 735, size: 5 })).body.data;
    const { status, doc, title, body, state } = await page('/amr/zh/home');
    expect(status).toBe(200);
    expect(title).not.toContain('网络首发');
    expect(hrefs(doc)).toContain(`/amr/zh/issue/${latest.year}/${latest.issue}`);
    const lists = [...doc.querySelectorAll('[data-widget="article-list"]')];
    expect(lists.map((l) => l.getAttribute('data-mode'))).toEqual(['onlineFirst', 'mostRead']);
    for (const a of of) expect(lists[0]!.textContent).toContain(a.title);
    for (const a of rank) expect(lists[1]!.textContent).toContain(a.title);
    expect(lists[0]!.querySelector('a.more')!.getAttribute('href')).toBe('/amr/zh/onlineFirst');
    expect(await hydratesCleanly(body, state)).toEqual([]);
  });

  it('/cmg/zh/issues lists the member journals\u2019 issues with the journal named in each link', async () => {
    const { status, doc, body, state } = await page('/cmg/zh/issues');
    expect(status).toBe(200);
    const links = hrefs(doc);
    expect(links.some((h) => /^\/cmg\/zh\/issue\/\d{4}\/\d+\?journal=735$/.test(h ?? ''))).toBe(true);
    expect(links.some((h) => /^\/cmg\/zh\/issue\/\d{4}\/\d+\?journal=502$/.test(h ?? ''))).toBe(true);
    const cmgIssue = await page(links.find((h) => h?.endsWith('journal=502'))!);
    expect(cmgIssue.status).toBe(200);
    expect(cmgIssue.doc.querySelector('[data-widget="issue-contents"] .journal')!.textContent).toBe('新能源材料学报');
    expect(await hydratesCleanly(body, state)).toEqual([]);
  });
});
