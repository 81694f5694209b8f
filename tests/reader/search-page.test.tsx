// @vitest-environment jsdom
/**
 * The search pages rendered by the real page server (real API in-process, real site-configs and
 * demo content): the count a result page shows equals the search API's total, for a two-character
 * Chinese word and for an advanced search with AND and NOT rows; the head says what was searched
 * and keeps the page out of search engines; the pages hydrate without a mismatch.
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
import { encodeRow, rowsParam, type AdvRow } from '../../widgets/reader/search-results/url';

const AMR = 735;
let app: FastifyInstance;
let dataDir: string;
const today = process.env.MASTHEAD_TODAY;

beforeAll(async () => {
  process.env.MASTHEAD_TODAY = '2026-11-01';
  ({ app, dataDir } = await makeApp('search-page'));
});
afterAll(async () => {
  await closeApp(app, dataDir);
  if (today === undefined) delete process.env.MASTHEAD_TODAY;
  else process.env.MASTHEAD_TODAY = today;
});

async function serverRender(path: string) {
  const result = await render({ url: `http://localhost${path}`, headers: { host: 'localhost' }, apiFor: (h) => pageDataClient(app, h), mode: 'production' });
  if (result.kind !== 'html') throw new Error(`${path} redirected to ${result.location}`);
  const state = JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(result.state)![1]!) as PageState;
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${result.head}</head><body>${result.body}</body></html>`, 'text/html');
  return { ...result, parsed: state, doc };
}

/** The count the page shows (the live region), as a number. */
function shownCount(doc: Document): number {
  const status = doc.querySelector('[role="status"][data-total]');
  if (!status) throw new Error(`no result count on the page: ${doc.body.textContent?.slice(0, 500)}`);
  const n = /(\d+)/.exec(status.textContent ?? '')?.[1];
  expect(Number(status.getAttribute('data-total'))).toBe(Number(n));
  return Number(n);
}

async function hydrates(body: string, parsed: PageState): Promise<unknown[]> {
  if (parsed.kind === 'page') await preloadViews(registry, parsed.page);
  const container = document.createElement('div');
  container.innerHTML = body;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...a) => errors.push(a.map(String).join(' ').slice(0, 300)));
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <ClientApp initial={parsed} registry={registry} mode="production" load={async () => parsed} />, {
      onRecoverableError: (e) => errors.push(e),
    });
  });
  spy.mockRestore();
  act(() => root!.unmount());
  container.remove();
  return errors;
}

describe('search result page on the demo site', () => {
  it('shows as many results for 电池 on /amr/zh/searchPublication as /front/search finds', async () => {
    const api = await get(app, '/front/search', { siteId: AMR, q: '电池', type: 'article' });
    expect(api.body.status).toBe(0);
    const total = (api.body.data as { total: number }).total;
    expect(total).toBeGreaterThan(0);
    const path = `/amr/zh/searchPublication?type=thesis&searchType=singleSearch&index=-1&q=${encodeURIComponent('电池')}`;
    const { doc, status, parsed, body } = await serverRender(path);
    expect(status).toBe(200);
    expect(shownCount(doc)).toBe(total);
    expect(doc.querySelectorAll('ol li[class] article, ol > li').length).toBeGreaterThan(0);
    expect(doc.querySelector('ol em.hl')?.textContent).toBe('电池');
    expect(doc.title).toBe('检索结果：电池 - 先进材料研究');
    // a search with records is an indexable page whose canonical URL is the search itself
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`http://localhost/amr/zh/searchPublication?type=thesis&q=${encodeURIComponent('电池')}`);
    expect(await hydrates(body, parsed)).toEqual([]);
  });

  it('keeps a search without records out of the index', async () => {
    const { doc } = await serverRender(`/amr/zh/searchPublication?type=thesis&q=${encodeURIComponent('zzqqxxnotaword')}`);
    expect(doc.body.textContent).toContain('未检索到相关记录');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('shows as many results for an advanced search (AND row, NOT row) as /front/advSearch finds', async () => {
    const two: AdvRow[] = [
      { field: 'title', term: '合金', op: 'AND', precise: 0 },
      { field: 'keyword', term: '高温合金', op: 'AND', precise: 0 },
    ];
    // NOT the most frequent author of the AND search, so the NOT row really removes articles
    const clusters = await get(app, '/front/advSearch/clusters', { siteId: AMR, rows: rowsParam(two) });
    const author = (clusters.body.data as { author: { value: string; count: number }[] }).author[0]!;
    const rows: AdvRow[] = [...two, { field: 'author', term: author.value, op: 'NOT', precise: 1 }];
    const [andOnly, withNot] = await Promise.all([
      get(app, '/front/advSearch', { siteId: AMR, rows: rowsParam(two) }),
      get(app, '/front/advSearch', { siteId: AMR, rows: rowsParam(rows) }),
    ]);
    const total = (withNot.body.data as { total: number }).total;
    expect(total).toBeGreaterThan(0);
    expect(total).toBe((andOnly.body.data as { total: number }).total - author.count);

    const q = rows.map((r, i) => `r${i + 1}=${encodeURIComponent(encodeRow(r, i))}`).join('&');
    const { doc, status, parsed, body } = await serverRender(`/amr/zh/searchPublication?type=thesis&${q}`);
    expect(status).toBe(200);
    expect(shownCount(doc)).toBe(total);
    expect(doc.querySelector('[data-echo="rows"]')?.textContent).toBe(`题名(模糊)：合金 并且 关键词(模糊)：高温合金 不含 作者(精确)：${author.value}`);
    expect(doc.title).toBe(`检索结果：合金 并且 高温合金 不含 ${author.value} - 先进材料研究`);
    expect(await hydrates(body, parsed)).toEqual([]);
  });

  it('shows the empty-keyword message without searching, and the advanced form hydrates', async () => {
    const empty = await serverRender('/amr/en/searchPublication?type=thesis&q=');
    expect(empty.doc.querySelector('[data-state="error"]')?.textContent).toBe('Please enter the search term.');
    const form = await serverRender('/amr/zh/seniorSearch');
    expect(form.status).toBe(200);
    expect(form.doc.querySelectorAll('fieldset[data-row]')).toHaveLength(3);
    expect(form.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(await hydrates(form.body, form.parsed)).toEqual([]);
  });
});
