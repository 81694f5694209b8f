import { useEffect, useRef } from 'react';
import type { WidgetRegistry } from '../registry/registry';
import type { RenderMode } from './context';
import type { PageState } from './pageLoader';
import { SiteRenderer } from './SiteRenderer';
import { ErrorScreen, NotFoundScreen, StandaloneScreen } from './StandalonePages';
import { applyHead } from './head';

/** After client-side navigation, keep <html lang>, <title> and the page's head tags in step. */
function useDocumentHead(state: PageState) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the server rendered this page's head
      return;
    }
    if (state.kind === 'page') applyHead(document, state.page);
  }, [state]);
}

/** Renders any page state; the same component on the server (inside the router) and the client. */
export function PageView({ state, registry, mode }: { state: PageState; registry: WidgetRegistry; mode: RenderMode }) {
  useDocumentHead(state);
  if (state.kind === 'standalone') return <StandaloneScreen pageKind={state.pageKind} lang={state.lang} reason={state.reason} />;
  if (state.kind === 'error') {
    return state.status === 404 ? <NotFoundScreen uiLang={state.uiLang} /> : <ErrorScreen uiLang={state.uiLang} status={state.status} message={state.message} />;
  }
  return <SiteRenderer page={state.page} registry={registry} mode={mode} />;
}
