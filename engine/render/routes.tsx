/**
 * Server-side react-router set-up: one catch-all route whose loader is the page loader, so the
 * static handler does loading, redirects and error statuses. engine/routing/match.ts owns the URL
 * grammar of both route families.
 */
import { isRouteErrorResponse, useLoaderData, useLocation, useRouteError, type RouteObject } from 'react-router-dom';
import { createPageLoader, uiLangOfPath, type PageDeps, type PageLoaderData, type PageState } from './pageLoader';
import { PageView } from './PageView';

/** The page state for a thrown loader error (404 Response, or anything else as 500). */
export function errorState(error: unknown, pathname: string): PageState {
  const uiLang = uiLangOfPath(pathname);
  if (isRouteErrorResponse(error)) return { kind: 'error', status: error.status, message: error.status === 404 ? undefined : error.statusText, uiLang };
  return { kind: 'error', status: 500, message: error instanceof Error ? error.message : undefined, uiLang };
}

export function createRoutes(deps: PageDeps): RouteObject[] {
  function PageRoute() {
    return <PageView state={useLoaderData() as PageLoaderData} registry={deps.registry} mode={deps.mode} />;
  }
  function RouteError() {
    return <PageView state={errorState(useRouteError(), useLocation().pathname)} registry={deps.registry} mode={deps.mode} />;
  }
  return [{ id: 'page', path: '*', loader: createPageLoader(deps), element: <PageRoute />, errorElement: <RouteError /> }];
}
