/**
 * Test helpers of the library pages (book-list, journal-list, others-list): the real app (API,
 * SQLite seeded with the demo content, real site-configs) in-process, and a page loaded through
 * the engine (loadPage with every registered widget, the real layout) and rendered to the HTML
 * the server sends, which the test then reads like a browser without JavaScript would.
 */
import { createDataClient } from '../../../engine/data/client';
import { afterAll, beforeAll } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { FastifyInstance } from 'fastify';
import type { ApiClient, Envelope, Params } from '../../../engine/data/api';
import { createRegistry } from '../../../engine/registry/create';
import { loadPage } from '../../../engine/render/loadPage';
import type { PageData } from '../../../engine/render/pageData';
import { SiteRenderer } from '../../../engine/render/SiteRenderer';
import { matchRoute } from '../../../engine/routing/match';
import { isLang } from '../../../engine/routing/pageKinds';
import type { Layout, Site } from '../../../schemas/generated/types';
import { injectTransport } from '../../../tests/fixtures/injectTransport';
import { closeApp, makeApp } from '../../../tests/api/helpers';
import { widgets } from '../../index';

export const registry = createRegistry(widgets);

export interface OpenOptions {
  /** Request host (lang-family routes find their site by domain). */
  host?: string;
  /** Paths (or prefixes ending in '/') that answer status 500. */
  failing?: string[];
  /** Answers (status 0) given instead of the API's, by exact path (e.g. an empty list). */
  replies?: Record<string, unknown>;
  /** Props for the page's module of this widget type (merged over the layout's). */
  props?: { type: string; props: Record<string, unknown> };
}

export interface OpenedPage {
  page: PageData;
  calls: { path: string; params?: Params }[];
  html: string;
}

const matches = (key: string, path: string) => key === path || (key.endsWith('/') && path.startsWith(key));

/** The in-process client, recording calls and failing the given paths. */
function testApi(app: FastifyInstance, failing: string[], replies: Record<string, unknown>, calls: OpenedPage['calls']): ApiClient {
  const real = injectTransport(app);
  return {
    async get<T>(path: string, params?: Params): Promise<Envelope<T>> {
      calls.push({ path, params });
      if (failing.some((k) => matches(k, path))) return { status: 500, data: null as T, message: `${path} failed` };
      if (path in replies) return { status: 0, data: replies[path] as T, message: 'success' };
      return real.get<T>(path, params);
    },
    post: real.post.bind(real),
  };
}

/** Boots the app once for the test file; `open(path)` loads and renders a page into document.body. */
export function liveSite(label: string) {
  let app: FastifyInstance | undefined;
  let dataDir = '';
  beforeAll(async () => {
    ({ app, dataDir } = await makeApp(label));
  }, 60_000);
  afterAll(() => closeApp(app, dataDir));

  async function open(path: string, opts: OpenOptions = {}): Promise<OpenedPage> {
    if (!app) throw new Error('app not started');
    const calls: OpenedPage['calls'] = [];
    const api = testApi(app, opts.failing ?? [], opts.replies ?? {}, calls);
    const [pathname, search = ''] = path.split('?');
    const route = matchRoute(pathname!, search);
    if (!route) throw new Error(`no route for ${path}`);
    const sld = route.sld ?? (route.family === 'plain' ? route.query.slds : undefined);
    const env = sld
      ? await api.get<Site>('/front/site/findBySld', { sld })
      : await api.get<Site>('/front/site/findByDomain', { domain: opts.host ?? 'localhost' });
    if (env.status !== 0) throw new Error(`no site for ${path}: ${env.message}`);
    const site = env.data;
    const lang = route.lang ?? (isLang(route.query.lang) ? route.query.lang : (site.defaultLanguage ?? 'zh'));
    let overrides: Parameters<typeof loadPage>[0]['overrides'];
    if (opts.props) {
      const layout = (await api.get<Layout>('/front/layout/getLayout', { siteId: site.siteId, page: route.pageKind })).data;
      const main = (layout.regions.main ?? []).map((m) => (m.type === opts.props!.type ? { ...m, props: { ...m.props, ...opts.props!.props } } : m));
      overrides = { layout: { ...layout, regions: { ...layout.regions, main } } };
    }
    calls.length = 0;
    const page = await loadPage({ api: createDataClient(api), registry, site, route, lang, origin: 'https://journals.example.org', overrides });
    const html = renderToString(<SiteRenderer page={page} registry={registry} mode="production" />);
    document.body.innerHTML = html;
    return { page, calls, html };
  }

  return { open, app: () => app! };
}

/** Parameters of the first call of a path. */
export function paramsOf(calls: OpenedPage['calls'], path: string): Params | undefined {
  return calls.find((c) => c.path === path)?.params;
}
