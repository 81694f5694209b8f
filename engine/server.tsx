/**
 * The page render of the server: resolves a request through the page route's loader and renders
 * the page to HTML with its loader data embedded for hydration. The widgets come from the caller
 * (the SSR entry, app/entry-server.tsx); the engine knows them only through the registry.
 */
import './i18n/all';
import { loadTexts } from './i18n';
import { renderToString } from 'react-dom/server';
import { createStaticHandler } from 'react-router-dom';
import { standaloneStatus } from './render/StandalonePages';
import { createRegistry } from './registry/create';
import type { WidgetRegistry } from './registry/registry';
import type { AnyWidget } from './registry/types';
import { installRuntimeCompiler } from './validation/runtime-compiler';
import { createRoutes, errorState } from './render/routes';
import { PageView } from './render/PageView';
import type { BundleCache, PageLoaderArgs, PageState } from './render/pageLoader';
import { stateScript } from './render/serialize';
import { renderHead } from './render/head';
import type { RenderMode } from './render/context';
import { UI_LANGS } from './routing/pageKinds';
import type { RequestHeaders } from './data/api';
import type { DataClient } from './data/client';
import type { SiteBundle } from './config/bundle';
import { parseCookies } from './data/cookies';

// The server checks every widget's defaults and presets at start-up (fails loudly).
installRuntimeCompiler();

export interface RenderRequest {
  /** Absolute URL of the request. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The data client of a request: the /rc-pub services called in-process, with the given request headers. */
  apiFor(headers: RequestHeaders): DataClient;
  mode: RenderMode;
  /**
   * The configuration's version (changes on every reseed). When given, site bundles (header,
   * footer, channels ... — the same for every page of a site) are kept between requests of the
   * same version instead of being fetched for each page.
   */
  configVersion?: () => Promise<number>;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'html';
      status: number;
      head: string;
      htmlLang: string;
      /** The rendered page (goes inside #root). */
      body: string;
      /** The page state as a JSON script, for hydration (goes after #root). */
      state: string;
      language?: string;
    };

interface ServerContext {
  cookies: Record<string, string>;
  host: string;
  /** Public scheme + host (x-forwarded-proto aware), for canonical and citation URLs. */
  origin: string;
  apiFor: RenderRequest['apiFor'];
  /** The config version at the start of the request, when the caller tracks one. */
  configVersion?: number;
}

type Handlers = Map<RenderMode, { handler: ReturnType<typeof createStaticHandler> }>;

export interface ServerRender {
  /** The registry of the given widgets (registration errors are thrown at once). */
  registry: WidgetRegistry;
  render(req: RenderRequest): Promise<RenderResult>;
}

/**
 * The server's page render for a list of widgets (one per process; the SSR entry makes it). The
 * server has every text: the widgets' namespaces of both languages are installed before the first
 * page renders.
 */
export function createServerRender(widgets: AnyWidget[]): ServerRender {
  const registry = createRegistry(widgets);
  const handlers: Handlers = new Map();
  const texts = Promise.all(UI_LANGS.map((uiLang) => loadTexts(uiLang, registry.texts())));
  return {
    registry,
    render: async (req) => {
      await texts;
      return render(registry, handlers, req);
    },
  };
}

// Site bundles by site id, for the configuration version they were loaded under (production
// pages only: development wants every config issue reported afresh).
const bundles = { version: -1, cache: new Map<number, SiteBundle>() };

/** The kept bundles for a request that started under `version` (none when it is unknown). */
function bundleCacheFor(version: number | undefined): BundleCache | undefined {
  if (version === undefined) return undefined;
  if (version > bundles.version) {
    bundles.cache.clear();
    bundles.version = version;
  }
  return {
    get: (siteId) => (bundles.version === version ? bundles.cache.get(siteId) : undefined),
    // a bundle loaded under an older version is not kept
    set: (siteId, bundle) => bundles.version === version && bundles.cache.set(siteId, bundle),
  };
}

function handlerFor(registry: WidgetRegistry, handlers: Handlers, mode: RenderMode) {
  let h = handlers.get(mode);
  if (!h) {
    const ctxOf = (a: PageLoaderArgs) => a.context as ServerContext;
    const routes = createRoutes({
      registry,
      mode,
      api: (a) => {
        const c = ctxOf(a);
        return c.apiFor({ token: c.cookies.commonToken, language: c.cookies.language });
      },
      host: (a) => ctxOf(a).host,
      origin: (a) => ctxOf(a).origin,
      cookie: (a, name) => ctxOf(a).cookies[name],
      bundleCache: (a) => (mode === 'production' ? bundleCacheFor(ctxOf(a).configVersion) : undefined),
    });
    h = { handler: createStaticHandler(routes) };
    handlers.set(mode, h);
  }
  return h.handler;
}

function header(h: RenderRequest['headers'], name: string): string {
  const v = h[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
}

async function render(registry: WidgetRegistry, handlers: Handlers, req: RenderRequest): Promise<RenderResult> {
  const handler = handlerFor(registry, handlers, req.mode);
  const cookies = parseCookies(header(req.headers, 'cookie'));
  const request = new Request(req.url, { headers: { cookie: header(req.headers, 'cookie') } });
  const host = header(req.headers, 'host');
  const proto = header(req.headers, 'x-forwarded-proto').split(',')[0]?.trim() || new URL(req.url).protocol.replace(':', '');
  const configVersion = await req.configVersion?.();
  const context: ServerContext = { cookies, host, origin: host ? `${proto}://${host}` : new URL(req.url).origin, apiFor: req.apiFor, configVersion };
  const result = await handler.query(request, { requestContext: context as never });
  if (result instanceof Response) {
    return { kind: 'redirect', status: result.status, location: result.headers.get('Location') ?? '/' };
  }
  const error = result.errors ? Object.values(result.errors)[0] : undefined;
  const state: PageState = result.errors ? errorState(error, new URL(req.url).pathname) : (result.loaderData.page as PageState);
  // The static handler did the loading, redirects and status; the page renders as the exact tree
  // the browser hydrates (ClientApp -> PageView), so useId and everything else match.
  const body = renderToString(<PageView state={state} registry={registry} mode={req.mode} />);
  // a widget may set the status of a page it found empty (e.g. an unknown article id -> 404)
  const status =
    state.kind === 'page' && state.page.head?.status
      ? state.page.head.status
      : state.kind === 'standalone'
        ? standaloneStatus(state.pageKind, state.reason)
        : result.statusCode;
  const head = renderHead(state, status === 404 ? 'This page could not be found' : 'Error');
  const language = state.kind === 'page' && state.page.route.lang ? state.page.route.lang : undefined;
  return { kind: 'html', status, head: head.html, htmlLang: head.lang, body, state: stateScript(state), language };
}
