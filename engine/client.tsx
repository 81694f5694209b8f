/**
 * The browser start: preload the widget chunks the server-rendered page uses, then hydrate. The
 * widgets come from the caller (the browser entry, app/entry-client.tsx).
 */
import { hydrateRoot } from 'react-dom/client';
import { createRegistry } from './registry/create';
import type { AnyWidget } from './registry/types';
import { createPageLoader, uiLangOfState, type PageState } from './render/pageLoader';
import { loadMessages } from './i18n';
import { preloadViews } from './render/loadPage';
import { ClientApp, runLoader } from './render/ClientApp';
import { STATE_SCRIPT_ID } from './render/serialize';
import { browserApi, setBrowserSite } from './data/browserApi';
import { parseCookies } from './data/cookies';
import type { SiteBundle } from './config/bundle';
import type { RenderMode } from './render/context';

declare global {
  interface Window {
    __MASTHEAD__?: { mode: RenderMode };
  }
}

/** Hydrate the server-rendered page with the given widgets (call once, from the browser entry). */
export async function startClient(widgets: AnyWidget[]): Promise<void> {
  const registry = createRegistry(widgets);
  const mode: RenderMode = window.__MASTHEAD__?.mode ?? 'production';
  const bundleCache = new Map<number, SiteBundle>();
  const cookies = () => parseCookies(document.cookie);
  let currentSiteId: number | undefined;
  const api = browserApi();

  const loader = createPageLoader({
    registry,
    mode,
    api: () => api,
    host: () => window.location.host,
    cookie: (_a, name) => cookies()[name],
    bundleCache,
  });

  async function load(href: string) {
    const result = await runLoader(loader, href);
    if (result.kind !== 'redirect') await loadMessages(uiLangOfState(result)); // another language's texts on first visit to it
    if (result.kind === 'page') setBrowserSite((currentSiteId = result.page.bundle.site.siteId ?? result.page.bundle.site.id));
    return result;
  }

  const el = document.getElementById(STATE_SCRIPT_ID);
  if (!el?.textContent) return; // not a server-rendered page
  const initial = JSON.parse(el.textContent) as PageState;
  if (initial.kind === 'page') {
    const page = initial.page;
    setBrowserSite((currentSiteId = page.bundle.site.siteId ?? page.bundle.site.id));
    if (currentSiteId !== undefined) bundleCache.set(currentSiteId, page.bundle);
    if (page.route.lang) document.cookie = `language=${page.route.lang}; path=/; max-age=31536000; samesite=lax`;
    await Promise.all([preloadViews(registry, page, { hydrating: true }), loadMessages(uiLangOfState(initial))]);
  } else await loadMessages(uiLangOfState(initial));
  hydrateRoot(document.getElementById('root')!, <ClientApp initial={initial} registry={registry} mode={mode} load={load} />);
}
