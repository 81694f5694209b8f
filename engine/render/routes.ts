/**
 * Server-side react-router set-up: one catch-all route whose loader is the page loader, so the
 * static handler does loading, redirects and error statuses. engine/routing/match.ts owns the URL
 * grammar of both route families. Rendering is PageView's (server.tsx).
 */
import { isRouteErrorResponse, type RouteObject } from 'react-router-dom';
import { createPageLoader, uiLangOfPath, type PageDeps, type PageState } from './pageLoader';

/** The page state for a thrown loader error (404 Response, or anything else as 500). */
export function errorState(error: unknown, pathname: string): PageState {
  const uiLang = uiLangOfPath(pathname);
  if (isRouteErrorResponse(error)) return { kind: 'error', status: error.status, message: error.status === 404 ? undefined : error.statusText, uiLang };
  return { kind: 'error', status: 500, message: error instanceof Error ? error.message : undefined, uiLang };
}

export function createRoutes(deps: PageDeps): RouteObject[] {
  return [{ id: 'page', path: '*', loader: createPageLoader(deps), hasErrorBoundary: true }];
}
