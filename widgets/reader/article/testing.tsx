/**
 * Test helpers of the article page: an in-memory API answering the article endpoints (on top of
 * the config fixture API) and a page render through the real engine (loadPage + SiteRenderer).
 */
import { createDataClient } from '../../../engine/data/client';
import { render } from '@testing-library/react';
import type { ApiClient, Envelope, Params } from '../../../engine/data/api';
import { createRegistry } from '../../../engine/registry/create';
import { loadPage } from '../../../engine/render/loadPage';
import { SiteRenderer } from '../../../engine/render/SiteRenderer';
import { matchRoute } from '../../../engine/routing/match';
import { isLang } from '../../../engine/routing/pageKinds';
import type { Site } from '../../../schemas/generated/types';
import { fixtureApi, type SiteFixture } from '../../../tests/fixtures/fixtureApi';
import type { ArticleDetail } from '../../shared/reader/content';
import articleDetail from './index';

export const SITE = { sld: 'demo', siteId: 9, name: '演示期刊', enName: 'Demo Journal', languages: ['zh', 'en'] } as const;

export function sampleArticle(over: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    id: 7,
    siteId: 9,
    doi: '10.12411/demo.2024.0007',
    title: '固态电解质的界面稳定性',
    enTitle: 'Interface stability of solid electrolytes',
    abstract: '本文研究了固态电解质与锂金属的界面。',
    enAbstract: 'We study the interface between solid electrolytes and lithium metal.',
    keywords: ['固态电解质', '界面'],
    enKeywords: ['solid electrolyte', 'interface'],
    authors: [
      { ord: 1, name: '李雷', enName: 'Li Lei', affiliationIndexes: [1, 2], corresponding: false, email: null },
      { ord: 2, name: '韩梅梅', enName: 'Han Meimei', affiliationIndexes: [2], corresponding: true, email: 'hanmm@example.edu' },
    ],
    columnId: 101,
    columnName: '研究论文',
    enColumnName: 'Research Articles',
    periodId: 1001,
    year: 2024,
    volume: 37,
    issue: 4,
    firstPage: 12,
    lastPage: 20,
    acceptedDate: '2024-01-10',
    onlineDate: '2024-02-01',
    publishedDate: '2024-04-25',
    versionLabel: 0,
    publishType: 0,
    openAccess: 1,
    attachTypes: ['pdf'],
    graphicAbstract: null,
    language: 'zh',
    views: 100,
    downloads: 20,
    citations: 3,
    affiliations: [
      { ord: 1, name: '重庆大学 材料学院, 重庆 400044', enName: 'College of Materials, Chongqing University, Chongqing 400044, China' },
      { ord: 2, name: '中国科学院金属研究所, 沈阳 110016', enName: 'Institute of Metal Research, CAS, Shenyang 110016, China' },
    ],
    column: { id: 101, name: '研究论文', enName: 'Research Articles' },
    period: { id: 1001, year: 2024, volume: 37, issue: 4, cover: null, publishDate: '2024-04-25' },
    receivedDate: '2023-11-02',
    revisedDate: null,
    fund: '国家自然科学基金 (52071234)',
    enFund: 'National Natural Science Foundation of China (52071234)',
    attachments: [{ type: 'pdf', name: 'demo.pdf', size: 1000 }],
    hasHtml: false,
    referenceCount: 2,
    metrics: { views: 100, downloads: 20, citations: 3 },
    ...over,
  };
}

export interface ArticleFixture {
  articles?: ArticleDetail[];
  /** Paths answering status 500. */
  failing?: string[];
  html?: Record<number, string>;
}

/** The config fixture API plus the article, publication and relation endpoints. */
export function articleApi(site: SiteFixture, f: ArticleFixture = {}): ApiClient & { calls: { path: string; params?: Params }[] } {
  const base = fixtureApi(site);
  const articles = f.articles ?? [sampleArticle()];
  const ok = <T,>(data: T): Envelope<T> => ({ status: 0, data, message: 'success' });
  const missing = <T,>(id: unknown): Envelope<T> => ({ status: 404, data: null as T, message: `Article id is not exist. (id: ${String(id)})` });
  const byId = (id: unknown) => articles.find((a) => a.id === Number(id));
  const answer = async <T,>(path: string, params: Params = {}): Promise<Envelope<T> | undefined> => {
    if (f.failing?.includes(path)) return { status: 500, data: null as T, message: `${path} failed` };
    const detail = /^\/front\/front-article\/(\d+)$/.exec(path);
    if (detail) {
      const a = byId(detail[1]);
      return a ? ok(a as T) : missing(detail[1]);
    }
    if (path === '/front/front-article/getArticleByDoi') {
      const a = articles.find((x) => x.doi.toLowerCase() === String(params.doi).toLowerCase());
      return a ? ok(a as T) : missing(params.doi);
    }
    if (path.startsWith('/front/front-article/')) {
      const a = byId(params.id);
      if (!a) return missing(params.id);
      const name = path.slice('/front/front-article/'.length);
      if (name === 'getReference') return ok([{ ord: 1, text: 'Zhang S. First reference[J]. 2020.' }, { ord: 2, text: 'Wang W. Second reference[J]. 2021.' }] as T);
      if (name === 'getPicAndTab') return ok({ pictures: [], tables: [] } as T);
      if (name === 'getAttachTypes') return ok(a.attachTypes as T);
      if (name === 'isShowHtml') return ok((f.html?.[a.id] !== undefined) as T);
      if (name === 'getHtml') return f.html?.[a.id] !== undefined ? ok({ id: a.id, language: a.language, html: f.html[a.id] } as T) : missing(a.id);
      if (name === 'relations/article') return ok({ list: articles.filter((x) => x.id !== a.id), total: articles.length - 1, page: 1, size: 5 } as T);
    }
    const pub = /^\/front\/front-publication\/detail\/(\d+)$/.exec(path);
    if (pub) {
      return Number(pub[1]) === site.site.siteId
        ? ok({ siteId: site.site.siteId, name: '演示期刊', enName: 'Demo Journal', issn: '1234-5678', eissn: null, publisher: '演示出版社', enPublisher: 'Demo Press' } as T)
        : { status: 404, data: null as T, message: 'Publication not found' };
    }
    return undefined;
  };
  return {
    calls: base.calls,
    async get<T>(path: string, params?: Params) {
      const a = await answer<T>(path, params);
      if (a) {
        base.calls.push({ path, params });
        return a;
      }
      return base.get<T>(path, params);
    },
    async post<T>(path: string, body?: unknown) {
      base.calls.push({ path, params: body as Params });
      if (path === '/front/front-article/updateCount') return ok({ id: 7, views: 101, downloads: 20 } as T);
      return base.post<T>(path, body);
    },
  };
}

export function siteFixture(path: string, extra: Partial<SiteFixture> = {}): SiteFixture {
  return {
    site: { ...SITE, languages: [...SITE.languages] },
    layouts: {
      article: { schemaVersion: 1, page: 'article', regions: { main: [{ id: 'article-detail', type: 'article-detail', props: {} }] } },
      thesisDetails: { schemaVersion: 1, page: 'thesisDetails', regions: { main: [{ id: 'article-detail', type: 'article-detail', props: {} }] } },
    },
    widgets: [articleDetail],
    path,
    ...extra,
  };
}

/** Load and render an article page through the engine, as the page server does. */
export async function renderArticlePage(path: string, f: ArticleFixture = {}, origin = 'https://demo.example.org') {
  const fixture = siteFixture(path);
  const api = articleApi(fixture, f);
  const registry = createRegistry([articleDetail]);
  const [pathname, search = ''] = path.split('?');
  const route = matchRoute(pathname!, search);
  if (!route) throw new Error(`no route matches ${path}`);
  const lang = route.lang ?? (isLang(route.query.lang) ? route.query.lang : 'zh');
  const site = (await api.get<Site>('/front/site/findBySld', { sld: SITE.sld })).data;
  const page = await loadPage({ api: createDataClient(api), registry, site, route, lang, origin });
  const result = render(<SiteRenderer page={page} registry={registry} mode="development" />);
  return Object.assign(result, { page, api });
}
