import { useEffect } from 'react';
import { redirect, useLoaderData, useLocation, useRouteError, isRouteErrorResponse, type RouteObject, type LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../data/api';
import { STATUS } from '../data/api';
import type { SiteBundle } from '../config/bundle';
import type { WidgetRegistry } from '../registry/registry';
import { matchRoute, type RouteMatch } from '../routing/match';
import { isLang, uiLangOf, type Lang } from '../routing/pageKinds';
import { loadPage } from './loadPage';
import type { PageData } from './pageData';
import type { RenderMode } from './context';
import { SiteRenderer } from './SiteRenderer';
import { htmlLang, pageTitle } from './head';
import { ErrorScreen, NotFoundScreen, StandaloneScreen } from './StandalonePages';
import type { Site } from '../../schemas/generated/types';

/** What the page loader returns: an assembled page, or one of the standalone pages (error, forbidden). */
export type PageLoaderData =
  | { kind: 'page'; page: PageData }
  | { kind: 'standalone'; pageKind: 'errorPage' | 'forbiddenPage'; lang: Lang };

export interface PageDeps {
  registry: WidgetRegistry;
  mode: RenderMode;
  /** The API client for a request (in-process on the server, HTTP in the browser). */
  api(args: LoaderFunctionArgs): ApiClient;
  /** Request host (for sites found by domain). */
  host(args: LoaderFunctionArgs): string;
  cookie(args: LoaderFunctionArgs, name: string): string | undefined;
  /** Browser only: bundles already loaded, by site id, so navigation skips those requests. */
  bundleCache?: Map<number, SiteBundle>;
}

export const DEFAULT_SITE = 'all';

function notFound(): never {
  throw new Response('This page could not be found', { status: 404, statusText: 'Not Found' });
}

async function lookupSite(api: ApiClient, route: RouteMatch, host: string): Promise<{ status: number; site?: Site; message: string }> {
  if (route.sld) {
    const env = await api.get<Site>('/front/site/findBySld', { sld: route.sld });
    return { status: env.status, site: env.data ?? undefined, message: env.message };
  }
  const hostname = host.replace(/:\d+$/, '');
  if (hostname && hostname !== 'localhost' && hostname !== '127.0.0.1') {
    const byDomain = await api.get<Site>('/front/site/findByDomain', { domain: hostname });
    if (byDomain.status === 0 || byDomain.status === STATUS.siteForbidden) {
      return { status: byDomain.status, site: byDomain.data ?? undefined, message: byDomain.message };
    }
  }
  const env = await api.get<Site>('/front/site/findBySld', { sld: DEFAULT_SITE });
  return { status: env.status, site: env.data ?? undefined, message: env.message };
}

export function createPageLoader(deps: PageDeps) {
  return async function pageLoader(args: LoaderFunctionArgs): Promise<PageLoaderData> {
    const url = new URL(args.request.url);
    const route = matchRoute(url.pathname, url.search);
    if (!route) notFound();
    const cookieLang = deps.cookie(args, 'language');
    const queryLang = route.query.lang;
    if (route.pageKind === 'errorPage' || route.pageKind === 'forbiddenPage') {
      const lang = isLang(queryLang) ? queryLang : isLang(cookieLang) ? cookieLang : 'zh';
      return { kind: 'standalone', pageKind: route.pageKind, lang };
    }
    const api = deps.api(args);
    const found = await lookupSite(api, route, deps.host(args));
    const fallbackLang = route.lang ?? (isLang(cookieLang) ? cookieLang : 'zh');
    if (found.status === STATUS.siteForbidden) throw redirect(`/forbiddenPage?lang=${fallbackLang}`);
    if (found.status !== 0 || !found.site) throw redirect(`/errorPage?lang=${fallbackLang}`);
    const site = found.site;
    const siteDefault = isLang(site.defaultLanguage) ? site.defaultLanguage : 'zh';
    const lang: Lang = route.lang ?? (isLang(queryLang) ? queryLang : isLang(cookieLang) ? cookieLang : siteDefault);
    const siteId = site.siteId ?? site.id ?? 0;
    const cached = deps.bundleCache?.get(siteId);
    const page = await loadPage({ api, registry: deps.registry, site, route, lang, bundle: cached });
    if (route.pageKind === 'channel' && !page.channel) notFound();
    deps.bundleCache?.set(siteId, page.bundle);
    if (page.issues.length && deps.mode === 'production') {
      for (const issue of page.issues) console.error(`[masthead] ${site.sld} ${route.pageKind}: ${issue.source} ${issue.pointer || '/'} ${issue.message}`);
    }
    return { kind: 'page', page };
  };
}

/** After client-side navigation, keep <html lang> and <title> in step with the page. */
function useDocumentHead(data: PageLoaderData) {
  useEffect(() => {
    if (data.kind !== 'page') return;
    document.documentElement.lang = htmlLang(data.page);
    document.title = pageTitle(data.page);
  }, [data]);
}

function PageRoute({ deps }: { deps: Pick<PageDeps, 'registry' | 'mode'> }) {
  const data = useLoaderData() as PageLoaderData;
  useDocumentHead(data);
  if (data.kind === 'standalone') return <StandaloneScreen pageKind={data.pageKind} lang={data.lang} />;
  return <SiteRenderer page={data.page} registry={deps.registry} mode={deps.mode} />;
}

function RouteError() {
  const error = useRouteError();
  const lang = useLocation().pathname.split('/').slice(1, 3).find((s) => isLang(s));
  const ui = uiLangOf(isLang(lang) ? lang : 'zh');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen uiLang={ui} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : undefined;
  return <ErrorScreen uiLang={ui} status={status} message={message} />;
}

/** The one route: every URL goes through matchRoute (engine/routing), so both families share it. */
export function createRoutes(deps: PageDeps): RouteObject[] {
  return [
    {
      id: 'page',
      path: '*',
      loader: createPageLoader(deps),
      element: <PageRoute deps={deps} />,
      errorElement: <RouteError />,
      // Search-param-only changes still reload: the page kind may depend on query (e.g. ?lang).
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search,
    },
  ];
}
