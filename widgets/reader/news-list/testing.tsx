/**
 * Test helpers of the news, board, about and collection widgets: the config fixture API plus
 * in-memory content endpoints, and a page render through the real engine (loadPage +
 * SiteRenderer) in either interface language.
 */
import { createDataClient } from '../../../engine/data/client';
import { render, type RenderResult } from '@testing-library/react';
import type { ApiClient, Envelope, Params } from '../../../engine/data/api';
import type { AnyWidget } from '../../../engine/registry/types';
import { createRegistry } from '../../../engine/registry/create';
import { loadPage } from '../../../engine/render/loadPage';
import type { PageData } from '../../../engine/render/pageData';
import { SiteRenderer } from '../../../engine/render/SiteRenderer';
import { matchRoute } from '../../../engine/routing/match';
import { isLang } from '../../../engine/routing/pageKinds';
import type { Channel, Layout, ModuleInstance, Site } from '../../../schemas/generated/types';
import { fixtureApi } from '../../../tests/fixtures/fixtureApi';
import type { NewsDetail } from './model';

export const SITE: Partial<Site> & { sld: string; siteId: number } = {
  sld: 'demo',
  siteId: 9,
  name: '演示期刊',
  enName: 'Demo Journal',
  publicationName: '演示期刊',
  enPublicationName: 'Demo Journal',
  languages: ['zh', 'en'],
};

/** A content endpoint: answers data (status 0), or an envelope when it returns one with `status`. */
export type Handler = (params: Params | undefined, path: string) => unknown;

export const ok = <T,>(data: T): Envelope<T> => ({ status: 0, data, message: 'success' });
export const fail = (status = 500, message = 'boom'): Envelope<null> => ({ status, data: null, message });

export interface ReaderFixture {
  path: string;
  widgets: AnyWidget[];
  /** The main region of the page kind's layout. */
  main: { id: string; type: string; props?: Record<string, unknown> }[];
  channels?: Channel[];
  /** Module lists by channel key (getModuleList code). */
  modules?: Record<string, ModuleInstance[]>;
  /** Content endpoints: exact path, or a path prefix ending in '/' (e.g. '/front/front-news/'). */
  content?: Record<string, Handler>;
  /** Paths (or prefixes ending in '/') answering status 500. */
  failing?: string[];
}

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return !!v && typeof v === 'object' && 'status' in v && 'message' in v && 'data' in v;
}

export function readerApi(f: ReaderFixture): ApiClient & { calls: { path: string; params?: Params }[] } {
  const pageKind = matchRoute(f.path.split('?')[0]!)?.pageKind ?? 'home';
  const layout: Layout = { schemaVersion: 1, page: pageKind, regions: { main: f.main.map((m) => ({ props: {}, ...m })) } } as Layout;
  const base = fixtureApi({ site: SITE, layouts: { [pageKind]: layout }, parts: { channels: f.channels ?? [] }, modules: f.modules });
  const matches = (key: string, path: string) => key === path || (key.endsWith('/') && path.startsWith(key) && !path.slice(key.length).includes('/'));
  return {
    calls: base.calls,
    async get<T>(path: string, params?: Params): Promise<Envelope<T>> {
      if (f.failing?.some((k) => matches(k, path))) {
        base.calls.push({ path, params });
        return fail(500, `${path} failed`) as Envelope<T>;
      }
      const exact = f.content?.[path];
      const prefix = exact ? undefined : Object.entries(f.content ?? {}).find(([k]) => matches(k, path))?.[1];
      const h = exact ?? prefix;
      if (h) {
        base.calls.push({ path, params });
        const v = h(params, path);
        return (isEnvelope(v) ? v : ok(v)) as Envelope<T>;
      }
      return base.get<T>(path, params);
    },
    post: base.post,
  };
}

export async function renderReader(f: ReaderFixture): Promise<RenderResult & { page: PageData; api: ReturnType<typeof readerApi> }> {
  const registry = createRegistry(f.widgets);
  const api = readerApi(f);
  const [pathname, search = ''] = f.path.split('?');
  const route = matchRoute(pathname!, search);
  if (!route) throw new Error(`no route for ${f.path}`);
  const lang = route.lang ?? (isLang(route.query.lang) ? route.query.lang : 'zh');
  const site = (await api.get<Site>('/front/site/findBySld', { sld: SITE.sld })).data;
  const page = await loadPage({ api: createDataClient(api), registry, site, route, lang });
  const result = render(<SiteRenderer page={page} registry={registry} mode="development" />);
  return Object.assign(result, { page, api });
}

let nextId = 100;

/** A news item as /front/front-news/* answers it. */
export function newsItem(over: Partial<NewsDetail> = {}): NewsDetail {
  const id = over.id ?? nextId++;
  return {
    id,
    siteId: SITE.siteId,
    newsDataType: 'information',
    title: `新闻${id}`,
    enTitle: `News ${id}`,
    summary: `摘要${id}`,
    enSummary: `Summary ${id}`,
    original: 1,
    sourceLink: null,
    topPictureUrl: null,
    topPictureId: null,
    pictureUrl: null,
    coverId: null,
    picture: null,
    publishedDate: '2026-05-01',
    isTop: false,
    views: 12,
    content: `<p>正文${id}</p>`,
    enContent: `<p>Body ${id}</p>`,
    ...over,
  } as NewsDetail;
}

/** A small channel tree with a news channel, an editorial channel, about channels and albums. */
export const CHANNELS: Channel[] = [
  { id: 1, name: '首页', enName: 'Home', code: 'index', enable: '1' },
  {
    id: 10,
    name: '期刊介绍',
    enName: 'About the Journal',
    code: 'periodIntroduce',
    enable: '1',
    children: [
      { id: 11, name: '期刊简介', enName: 'Journal Profile', code: 'periodIntroduce', enable: '1' },
      { id: 12, name: '编委会', enName: 'Editorial Board', code: 'editorial', enable: '1' },
    ],
  },
  { id: 20, name: '新闻公告', enName: 'News', code: 'newNews', newsDataType: 'news', enable: '1', children: [{ id: 21, name: '通知公告', enName: 'Notices', code: 'newNews', newsDataType: 'notice', enable: '1' }] },
  { id: 30, name: '虚拟专辑', enName: 'Collections', code: 'virtualAlbum', enable: '1' },
  { id: 40, name: '关于我们', enName: 'About Us', code: 'aboutus', enable: '1' },
];
