/**
 * The page loader: URL -> site -> page data. Runs on the server inside react-router's static
 * handler, and in the browser on client-side navigation (engine/render/ClientApp.tsx). It imports
 * nothing from react-router, so the browser bundle carries no router.
 */
import type { DataClient } from '../data/client';
import { STATUS } from '../data/api';
import type { SiteBundle } from '../config/bundle';
import type { WidgetRegistry } from '../registry/registry';
import { matchRoute, type RouteMatch } from '../routing/match';
import { isLang, uiLangOf, type Lang, type UiLang } from '../routing/pageKinds';
import { loadPage } from './loadPage';
import type { PageData } from './pageData';
import type { RenderMode } from './context';
import type { Site } from '../../schemas/generated/types';

/** What a page shows: an assembled page, a standalone page (error, forbidden), or an HTTP error. */
export type PageState =
  | { kind: 'page'; page: PageData }
  | { kind: 'standalone'; pageKind: 'errorPage' | 'forbiddenPage'; lang: Lang; reason?: 'maintenance' }
  | { kind: 'error'; status: number; message?: string; uiLang: UiLang };

/** What the loader returns (errors are thrown as Responses). */
export type PageLoaderData = Extract<PageState, { kind: 'page' | 'standalone' }>;

/** The loader's input: react-router's LoaderFunctionArgs fit this shape. */
export interface PageLoaderArgs {
  request: Request;
  context?: unknown;
}

/** Site bundles kept between pages (the browser's for its session; the server's per config version). */
export interface BundleCache {
  get(siteId: number): SiteBundle | undefined;
  set(siteId: number, bundle: SiteBundle): unknown;
}

export interface PageDeps {
  registry: WidgetRegistry;
  mode: RenderMode;
  /** The API client for a request (in-process on the server, HTTP in the browser). */
  api(args: PageLoaderArgs): DataClient;
  /** Request host (for sites found by domain). */
  host(args: PageLoaderArgs): string;
  cookie(args: PageLoaderArgs, name: string): string | undefined;
  /** The public origin of the request (proxy-aware on the server); defaults to the request URL's. */
  origin?(args: PageLoaderArgs): string;
  /** Browser only: bundles already loaded, by site id, so navigation skips those requests. */
  bundleCache?: BundleCache | ((args: PageLoaderArgs) => BundleCache | undefined);
}

export const DEFAULT_SITE = 'all';

/** A redirect as react-router's static handler understands it (a Response with Location). */
export function redirectTo(location: string, status = 302): Response {
  return new Response(null, { status, headers: { Location: location } });
}

export function notFoundResponse(): Response {
  return new Response('This page could not be found', { status: 404, statusText: 'Not Found' });
}

/** The interface language to show an error in, from the path's language segment. */
/** The interface language a page state is shown in. */
export function uiLangOfState(state: PageState): UiLang {
  return state.kind === 'page' ? state.page.uiLang : state.kind === 'standalone' ? uiLangOf(state.lang) : state.uiLang;
}

export function uiLangOfPath(pathname: string): UiLang {
  const lang = pathname.split('/').slice(1, 3).find((s) => isLang(s));
  return uiLangOf(isLang(lang) ? lang : 'zh');
}

async function lookupSite(api: DataClient, route: RouteMatch, host: string): Promise<{ status: number; site?: Site; message: string }> {
  // plain query pages (/login, /searchPublication ...) reached from a site-label route carry its slds
  const sld = route.sld ?? (route.family === 'plain' ? route.query.slds : undefined);
  if (sld) {
    const env = await api.siteBySld({ sld });
    return { status: env.status, site: env.data ?? undefined, message: env.message };
  }
  const hostname = host.replace(/:\d+$/, '');
  if (hostname && hostname !== 'localhost' && hostname !== '127.0.0.1') {
    const byDomain = await api.siteByDomain({ domain: hostname });
    if (byDomain.status === 0 || byDomain.status === STATUS.siteForbidden) {
      return { status: byDomain.status, site: byDomain.data ?? undefined, message: byDomain.message };
    }
  }
  const env = await api.siteBySld({ sld: DEFAULT_SITE });
  return { status: env.status, site: env.data ?? undefined, message: env.message };
}

export function createPageLoader(deps: PageDeps) {
  return async function pageLoader(args: PageLoaderArgs): Promise<PageLoaderData> {
    const url = new URL(args.request.url);
    const route = matchRoute(url.pathname, url.search);
    if (!route) throw notFoundResponse();
    const cookieLang = deps.cookie(args, 'language');
    const queryLang = route.query.lang;
    if (route.pageKind === 'errorPage' || route.pageKind === 'forbiddenPage') {
      const lang = isLang(queryLang) ? queryLang : isLang(cookieLang) ? cookieLang : 'zh';
      const maintenance = route.pageKind === 'errorPage' && route.query.reason === 'maintenance';
      return { kind: 'standalone', pageKind: route.pageKind, lang, ...(maintenance ? { reason: 'maintenance' as const } : {}) };
    }
    const api = deps.api(args);
    const found = await lookupSite(api, route, deps.host(args));
    const fallbackLang = route.lang ?? (isLang(cookieLang) ? cookieLang : 'zh');
    if (found.status === STATUS.siteForbidden) throw redirectTo(`/forbiddenPage?lang=${fallbackLang}`);
    if (found.status === STATUS.siteMaintenance) throw redirectTo(`/errorPage?lang=${fallbackLang}&reason=maintenance`);
    if (found.status !== 0 || !found.site) throw redirectTo(`/errorPage?lang=${fallbackLang}`);
    const site = found.site;
    const siteDefault = isLang(site.defaultLanguage) ? site.defaultLanguage : 'zh';
    const lang: Lang = route.lang ?? (isLang(queryLang) ? queryLang : isLang(cookieLang) ? cookieLang : siteDefault);
    const siteId = site.siteId ?? site.id ?? 0;
    const bundles = typeof deps.bundleCache === 'function' ? deps.bundleCache(args) : deps.bundleCache;
    const cached = bundles?.get(siteId);
    const page = await loadPage({ api, registry: deps.registry, site, route, lang, bundle: cached, origin: deps.origin?.(args) ?? url.origin });
    if (route.pageKind === 'channel' && !page.channel) throw notFoundResponse();
    bundles?.set(siteId, page.bundle);
    if (page.issues.length && deps.mode === 'production') {
      for (const issue of page.issues) console.error(`[masthead] ${site.sld} ${route.pageKind}: ${issue.source} ${issue.pointer || '/'} ${issue.message}`);
    }
    return { kind: 'page', page };
  };
}
