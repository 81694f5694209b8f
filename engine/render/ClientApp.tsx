/**
 * The browser side of the page: hydrates from the server's page state, then navigates in place —
 * same-origin link clicks and back/forward run the page loader over the API and swap the state.
 * A small navigator of our own instead of a client router keeps react-router (used by the server's
 * static handler) out of the initial bundle.
 */
import { useEffect, useState } from 'react';
import type { WidgetRegistry } from '../registry/registry';
import type { RenderMode } from './context';
import { uiLangOfPath, type PageState } from './pageLoader';
import { PageView } from './PageView';

export type LoadResult = PageState | { kind: 'redirect'; location: string };

/** Paths that are not reader pages: leave them to the browser. */
const NOT_PAGES = /^\/(rc-pub|playground|assets)(\/|$)|^(\/[^/]+)?\/sitemap\.txt$|^\/favicon/;

/** Run a page loader for a URL, turning thrown Responses into redirects and error states. */
export async function runLoader(loader: (args: { request: Request }) => Promise<PageState>, href: string): Promise<LoadResult> {
  try {
    return await loader({ request: new Request(href) });
  } catch (thrown) {
    if (thrown instanceof Response) {
      const location = thrown.headers.get('Location');
      if (thrown.status >= 300 && thrown.status < 400 && location) return { kind: 'redirect', location };
      return { kind: 'error', status: thrown.status, uiLang: uiLangOfPath(new URL(href).pathname) };
    }
    throw thrown;
  }
}

/** Whether a click on this anchor should be handled in place. */
export function navigableHref(a: HTMLAnchorElement, e: MouseEvent): URL | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download') || a.dataset.reload !== undefined) return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin || NOT_PAGES.test(url.pathname)) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return url;
}

export function ClientApp({ initial, registry, mode, load }: { initial: PageState; registry: WidgetRegistry; mode: RenderMode; load: (href: string) => Promise<LoadResult> }) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let seq = 0;
    const go = async (url: URL, push: boolean, hops = 0): Promise<void> => {
      const mine = ++seq;
      setBusy(true);
      let result: LoadResult;
      try {
        result = await load(url.href);
      } catch {
        window.location.assign(url.href); // anything unexpected: let the server render it
        return;
      }
      if (mine !== seq) return; // a newer navigation won
      if (result.kind === 'redirect') {
        const next = new URL(result.location, url);
        if (next.origin !== window.location.origin || hops > 3) return window.location.assign(next.href);
        return go(next, push, hops + 1);
      }
      if (push) window.history.pushState(null, '', url.pathname + url.search + url.hash);
      else if (hops > 0) window.history.replaceState(null, '', url.pathname + url.search + url.hash);
      if (result.kind === 'page' && result.page.route.lang) {
        document.cookie = `language=${result.page.route.lang}; path=/; max-age=31536000; samesite=lax`;
      }
      setState(result);
      setBusy(false);
      if (push && !url.hash) window.scrollTo(0, 0);
    };
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a');
      if (!a) return;
      const url = navigableHref(a as HTMLAnchorElement, e);
      if (!url) return;
      e.preventDefault();
      void go(url, true);
    };
    const onPop = () => void go(new URL(window.location.href), false);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPop);
    document.documentElement.dataset.hydrated = '1';
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
    };
  }, [load]);

  useEffect(() => {
    document.documentElement.toggleAttribute('aria-busy', busy);
  }, [busy]);

  return <PageView state={state} registry={registry} mode={mode} />;
}
