/**
 * Test helpers of the issue-list widgets (back-issues, issue-contents, article-list): the config
 * fixture API plus in-memory content endpoints, a page render through the real engine (loadPage +
 * SiteRenderer), and factories for periods and articles.
 */
import { createDataClient } from '../../../engine/data/client';
import { render, type RenderResult } from '@testing-library/react';
import type { ApiClient, Envelope, Params } from '../../../engine/data/api';
import { createRegistry } from '../../../engine/registry/create';
import type { AnyWidget } from '../../../engine/registry/types';
import { loadPage } from '../../../engine/render/loadPage';
import type { PageData } from '../../../engine/render/pageData';
import { SiteRenderer } from '../../../engine/render/SiteRenderer';
import { matchRoute } from '../../../engine/routing/match';
import { isLang } from '../../../engine/routing/pageKinds';
import type { Layout, ModuleInstance, Site } from '../../../schemas/generated/types';
import { fixtureApi } from '../../../tests/fixtures/fixtureApi';
import type { ArticleSummary } from '../../shared/reader/content';
import type { PeriodItem } from './periods';

type SiteFixture = Partial<Site> & { sld: string; siteId: number };

export const JOURNAL: SiteFixture = {
  sld: 'jx',
  siteId: 77,
  type: 'single',
  name: '测试学报',
  enName: 'Journal of Tests',
  publicationName: '测试学报',
  enPublicationName: 'Journal of Tests',
  languages: ['zh', 'en'],
};
export const GROUP: SiteFixture = {
  sld: 'gx',
  siteId: 70,
  type: 'group',
  groupSite: 1,
  memberSiteIds: [77, 78],
  name: '测试期刊群',
  enName: 'Test Journals Group',
  languages: ['zh', 'en'],
};

export type Handler = (params: Params | undefined) => unknown;

export const ok = <T,>(data: T): Envelope<T> => ({ status: 0, data, message: 'success' });
export const fail = (status = 500, message = 'boom'): Envelope<null> => ({ status, data: null, message });

export interface ListsFixture {
  path: string;
  widgets: AnyWidget[];
  /** The main region of the page kind's layout (or the home page's index module list with `modules`). */
  main: { id: string; type: string; props?: Record<string, unknown>; variant?: string }[];
  site?: SiteFixture;
  publication?: { backIssueStyle?: number; style?: number };
  modules?: Record<string, ModuleInstance[]>;
  /** Content endpoints by exact path. */
  content?: Record<string, Handler>;
  /** Paths answering status 500. */
  failing?: string[];
}

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return !!v && typeof v === 'object' && 'status' in v && 'message' in v && 'data' in v;
}

export function listsApi(f: ListsFixture): ApiClient & { calls: { path: string; params?: Params }[] } {
  const pageKind = matchRoute(f.path.split('?')[0]!)?.pageKind ?? 'home';
  const layout = { schemaVersion: 1, page: pageKind, regions: { main: f.main.map((m) => ({ props: {}, ...m })) } } as Layout;
  const base = fixtureApi({
    site: f.site ?? JOURNAL,
    layouts: { [pageKind]: layout },
    parts: { channels: [{ id: 1, name: '首页', enName: 'Home', code: 'index', enable: '1' }], publication: f.publication ?? {} },
    modules: f.modules,
  });
  return {
    calls: base.calls,
    async get<T>(path: string, params?: Params): Promise<Envelope<T>> {
      if (f.failing?.includes(path)) {
        base.calls.push({ path, params });
        return fail(500, `${path} failed`) as Envelope<T>;
      }
      const h = f.content?.[path];
      if (h) {
        base.calls.push({ path, params });
        const v = h(params);
        return (isEnvelope(v) ? v : ok(v)) as Envelope<T>;
      }
      return base.get<T>(path, params);
    },
    post: base.post,
  };
}

export async function renderLists(f: ListsFixture): Promise<RenderResult & { page: PageData; api: ReturnType<typeof listsApi> }> {
  const registry = createRegistry(f.widgets);
  const api = listsApi(f);
  const [pathname, search = ''] = f.path.split('?');
  const route = matchRoute(pathname!, search);
  if (!route) throw new Error(`no route for ${f.path}`);
  const lang = route.lang ?? (isLang(route.query.lang) ? route.query.lang : 'zh');
  const site = (await api.get<Site>('/front/site/findBySld', { sld: (f.site ?? JOURNAL).sld })).data;
  const page = await loadPage({ api: createDataClient(api), registry, site, route, lang });
  const result = render(<SiteRenderer page={page} registry={registry} mode="development" />);
  return Object.assign(result, { page, api });
}

let nextId = 1000;

export function period(over: Partial<PeriodItem> & Pick<PeriodItem, 'year' | 'issue'>): PeriodItem {
  return {
    id: nextId++,
    siteId: JOURNAL.siteId,
    volume: over.year - 1987,
    cover: '/rc-pub/front/files/get?id=jx.cover.svg',
    publishDate: `${over.year}-${String(Math.min(over.issue, 12)).padStart(2, '0')}-25`,
    articleCount: 3,
    ...over,
  };
}

export function article(over: Partial<ArticleSummary> = {}): ArticleSummary {
  const id = over.id ?? nextId++;
  return {
    id,
    siteId: JOURNAL.siteId,
    doi: `10.1/jx.${id}`,
    title: `论文${id}`,
    enTitle: `Paper ${id}`,
    abstract: '',
    enAbstract: '',
    keywords: [],
    enKeywords: [],
    authors: [{ ord: 1, name: '张三', enName: 'Zhang San', affiliationIndexes: [1], corresponding: false, email: null }],
    columnId: null,
    columnName: null,
    enColumnName: null,
    periodId: null,
    year: 2026,
    volume: null,
    issue: null,
    firstPage: null,
    lastPage: null,
    acceptedDate: '2026-09-01',
    onlineDate: '2026-10-01',
    publishedDate: null,
    versionLabel: 0,
    publishType: 1,
    openAccess: 0,
    attachTypes: [],
    graphicAbstract: null,
    language: 'zh',
    views: 10,
    downloads: 2,
    citations: 0,
    ...over,
  } as ArticleSummary;
}

/** Years 2026 (issues 3..1) and 2025 (issues 6..1), newest first, as getPeriodTree groupByYear=1 answers. */
export function yearTree(siteId: number = JOURNAL.siteId): { year: number; periods: PeriodItem[] }[] {
  return [
    { year: 2026, periods: [3, 2, 1].map((issue) => period({ siteId, year: 2026, issue })) },
    { year: 2025, periods: [6, 5, 4, 3, 2, 1].map((issue) => period({ siteId, year: 2025, issue })) },
  ];
}
