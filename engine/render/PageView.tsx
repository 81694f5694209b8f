import { useEffect } from 'react';
import type { WidgetRegistry } from '../registry/registry';
import type { RenderMode } from './context';
import type { PageState } from './pageLoader';
import { SiteRenderer } from './SiteRenderer';
import { ErrorScreen, NotFoundScreen, StandaloneScreen } from './StandalonePages';
import { htmlLang, pageTitle } from './head';

/** After client-side navigation, keep <html lang> and <title> in step with the page. */
function useDocumentHead(state: PageState) {
  useEffect(() => {
    if (state.kind !== 'page') return;
    document.documentElement.lang = htmlLang(state.page);
    document.title = pageTitle(state.page);
  }, [state]);
}

/** Renders any page state; the same component on the server (inside the router) and the client. */
export function PageView({ state, registry, mode }: { state: PageState; registry: WidgetRegistry; mode: RenderMode }) {
  useDocumentHead(state);
  if (state.kind === 'standalone') return <StandaloneScreen pageKind={state.pageKind} lang={state.lang} />;
  if (state.kind === 'error') {
    return state.status === 404 ? <NotFoundScreen uiLang={state.uiLang} /> : <ErrorScreen uiLang={state.uiLang} status={state.status} message={state.message} />;
  }
  return <SiteRenderer page={state.page} registry={registry} mode={mode} />;
}
