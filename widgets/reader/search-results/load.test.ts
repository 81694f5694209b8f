import { describe, expect, it } from 'vitest';
import { createDataClient } from '../../../engine/data/client';
import type { ApiClient, Envelope, Params } from '../../../engine/data/api';
import type { WidgetLoadContext } from '../../../engine/registry/types';
import { matchRoute } from '../../../engine/routing/match';
import { fixtureBundle } from '../../testing/renderWithPage';
import { loadSearchResults } from './load';
import { offeredTabs, apiFieldOf } from './model';
import type { SearchResultsProps } from './View';

type Call = { path: string; params: Params };

function fakeApi(answers: Record<string, (p: Params) => Envelope<unknown>> = {}): ApiClient & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    async get<T>(path: string, params: Params = {}) {
      calls.push({ path, params });
      const h = answers[path];
      if (h) return h(params) as Envelope<T>;
      if (path.endsWith('/clusters')) return { status: 0, data: { year: [{ value: 2025, label: '2025', count: 3 }], resourceType: [{ value: 'article', count: 3 }, { value: 'picture', count: 1 }] } as T, message: '' };
      return { status: 0, data: { list: [], total: 0, page: Number(params.page ?? 1), size: 20 } as T, message: '' };
    },
    async post<T>() {
      return { status: 404, data: null as T, message: '' };
    },
  };
}

function ctx(path: string, api: ApiClient): WidgetLoadContext<SearchResultsProps> {
  const [p, q = ''] = path.split('?');
  const bundle = fixtureBundle();
  return { api: createDataClient(api), site: bundle.site, bundle, lang: 'zh', uiLang: 'zh', route: matchRoute(p!, q)!, props: {} };
}

describe('search-results loader', () => {
  it('loads the page and the clusters in parallel with the URL state (20 per page)', async () => {
    const api = fakeApi();
    const d = await loadSearchResults(ctx('/zh/searchPublication?type=thesis&searchType=singleSearch&index=-1&q=电池&sort=date&years=5&page=2&journal=735&author=王晓明', api));
    expect(d.problem).toBeUndefined();
    const list = api.calls.find((c) => c.path === '/front/search')!;
    expect(list.params).toMatchObject({ siteId: 2, q: '电池', type: 'article', sort: 'date', years: '5', page: 2, size: 20, journal: '735', author: '王晓明', language: 'zh' });
    const clusters = api.calls.filter((c) => c.path === '/front/search/clusters');
    // the journal facet has a selection: counted once more without its own filter
    expect(clusters).toHaveLength(2);
    expect(clusters[0]!.params.journal).toBe('735');
    expect(clusters[1]!.params.journal).toBeUndefined();
    expect(clusters[1]!.params.author).toBe('王晓明');
    expect(d.tabs.find((t) => t.type === 'thesis')?.count).toBe(3);
    expect(d.tabs.find((t) => t.type === 'picture')?.count).toBe(1);
  });

  it('maps the header box field order number back through the site search options', async () => {
    const api = fakeApi({
      '/front/site/getSearchOptions': () => ({
        status: 0,
        data: [
          { field: 'all', condition: '全部' },
          { field: 'title', condition: '题名', enCondition: 'Title' },
        ],
        message: '',
      }),
    });
    const d = await loadSearchResults(ctx('/zh/searchPublication?type=thesis&q=电池&field=1', api));
    expect(api.calls.find((c) => c.path === '/front/search')!.params.field).toBe('title');
    expect(d.fieldLabel).toEqual({ zh: '题名', en: 'Title' });
    expect(apiFieldOf('caption')).toBe('title');
    expect(apiFieldOf('isbn')).toBe('doi');
  });

  it('sends advanced rows as JSON and the year range as a year list', async () => {
    const api = fakeApi();
    await loadSearchResults(ctx('/zh/searchPublication?r1=title.fuzzy.合金&r2=not.author.exact.王&pt=0&oa=1&from=2023&to=2025', api));
    const c = api.calls.find((x) => x.path === '/front/advSearch')!;
    expect(JSON.parse(String(c.params.rows))).toEqual([
      { field: 'title', term: '合金', op: 'AND', precise: 0 },
      { field: 'author', term: '王', op: 'NOT', precise: 1 },
    ]);
    expect(c.params).toMatchObject({ publishType: 0, openAccess: 1, year: '2025,2024,2023' });
    expect(api.calls.some((x) => x.path === '/front/advSearch/clusters')).toBe(true);
  });

  it('asks nothing for an empty or too long keyword (spec 5)', async () => {
    for (const [path, problem] of [
      ['/zh/searchPublication?type=thesis&q=', 'empty'],
      ['/zh/searchPublication?type=thesis&q=%20%20', 'empty'],
      [`/zh/searchPublication?type=thesis&q=${'电'.repeat(151)}`, 'long'],
      ['/zh/searchPublication?r1=title.fuzzy.', 'empty'],
      ['/zh/searchPublication?r1=firstPage.fuzzy.abc', 'pageNumber'],
      ['/zh/searchPublication?r1=title.fuzzy.a&from=2025&to=2020', 'years'],
    ] as const) {
      const api = fakeApi();
      const d = await loadSearchResults(ctx(path, api));
      expect(d.problem, path).toBe(problem);
      expect(api.calls.filter((c) => c.path.startsWith('/front/search') || c.path.startsWith('/front/advSearch'))).toEqual([]);
    }
    const ok = await loadSearchResults(ctx(`/zh/searchPublication?q=${'电'.repeat(150)}`, fakeApi()));
    expect(ok.problem).toBeUndefined();
  });

  it('folds a failing search into ok:false (the view shows the data error)', async () => {
    const api = fakeApi({ '/front/search': () => ({ status: 500, data: null, message: 'boom' }) });
    const d = await loadSearchResults(ctx('/zh/searchPublication?q=电池', api));
    expect(d.results).toEqual({ ok: false, status: 500, message: 'boom' });
    expect(d.facets?.ok).toBe(true);
  });

  it('offers the header box types, then the other open search-config types', () => {
    const bundle = fixtureBundle({
      searchConfig: [
        { type: 'thesis', isOpenConfig: 1, name: '论文', enName: 'Articles' },
        { type: 'table', isOpenConfig: 1 },
        { type: 'video', isOpenConfig: 0 },
        { type: 'wechat', isOpenConfig: 1 },
      ],
    });
    expect(offeredTabs(bundle).map((t) => t.type)).toEqual(['thesis', 'picture', 'table']);
    expect(offeredTabs(bundle)[0]).toMatchObject({ name: '论文', enName: 'Articles' });
    expect(offeredTabs(fixtureBundle({ header: { resourceSearch: 0 } })).map((t) => t.type)).toEqual(['thesis']);
  });
});
