/** Browser entry: preload the widget chunks the server-rendered page uses, then hydrate. */
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { widgets } from '@widgets';
import { createRegistry } from './registry/create';
import { createRoutes, type PageLoaderData } from './render/routes';
import { preloadViews } from './render/loadPage';
import { createHttpClient } from './data/http';
import { parseCookies } from './data/cookies';
import type { SiteBundle } from './config/bundle';
import type { RenderMode } from './render/context';

declare global {
  interface Window {
    __staticRouterHydrationData?: { loaderData?: Record<string, unknown> };
    __MASTHEAD__?: { mode: RenderMode };
  }
}

const registry = createRegistry(widgets);
const mode: RenderMode = window.__MASTHEAD__?.mode ?? 'production';
const bundleCache = new Map<number, SiteBundle>();
const cookies = () => parseCookies(document.cookie);
let currentSiteId: number | undefined;

const api = createHttpClient(() => {
  const c = cookies();
  return { token: c.commonToken, language: c.language, siteId: currentSiteId };
});

/** Marks the document once hydrated (renders no DOM of its own, so server and client trees match). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '1';
  }, []);
  return children;
}

async function start() {
  const hydration = window.__staticRouterHydrationData;
  const initial = hydration?.loaderData?.page as PageLoaderData | undefined;
  if (initial?.kind === 'page') {
    const page = initial.page;
    currentSiteId = page.bundle.site.siteId ?? page.bundle.site.id;
    if (currentSiteId !== undefined) bundleCache.set(currentSiteId, page.bundle);
    if (page.route.lang) document.cookie = `language=${page.route.lang}; path=/; max-age=31536000; samesite=lax`;
    await preloadViews(registry, page);
  }
  const router = createBrowserRouter(
    createRoutes({
      registry,
      mode,
      api: () => api,
      host: () => window.location.host,
      cookie: (_a, name) => cookies()[name],
      bundleCache,
    }),
    { hydrationData: hydration as never },
  );
  hydrateRoot(
    document.getElementById('root')!,
    <Hydrated>
      <RouterProvider router={router} />
    </Hydrated>,
  );
}

void start();
