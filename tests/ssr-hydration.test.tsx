// @vitest-environment jsdom
/**
 * Server/client parity: each page rendered by the real page-server entry (real API in-process,
 * real site-configs) hydrates in the browser tree (ClientApp) without a single mismatch warning.
 * Vitest runs React's development build, which reports every attribute and text mismatch.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { FastifyInstance } from 'fastify';
import { render, registry } from '../app/entry-server';
import { ClientApp } from '../engine/render/ClientApp';
import { preloadViews } from '../engine/render/loadPage';
import type { PageState } from '../engine/render/pageLoader';
import { pageDataClient } from '../server/api/server-client';
import { closeApp, makeApp } from './api/helpers';

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('ssr-hydration'));
});
afterAll(() => closeApp(app, dataDir));

async function serverRender(path: string) {
  const result = await render({ url: `http://localhost${path}`, headers: { host: 'localhost' }, apiFor: (h) => pageDataClient(app, h), mode: 'production' });
  if (result.kind !== 'html') throw new Error(`${path} redirected to ${result.location}`);
  const state = JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(result.state)![1]!) as PageState;
  return { ...result, parsed: state };
}

describe('server-rendered pages hydrate without mismatch', () => {
  it.each(['/amr/zh/home', '/jnem/zh/home', '/emf/en/home', '/cmg/zh/home', '/all/en/home', '/amr/zh/guide', '/amr/de/home', '/zh/home/1/2/3', '/forbiddenPage?lang=en'])(
    '%s',
    async (path) => {
      const { body, parsed, status } = await serverRender(path);
      expect(status).toBe(path.includes('/1/2/3') ? 404 : path.startsWith('/forbiddenPage') ? 403 : 200);
      if (parsed.kind === 'page') await preloadViews(registry, parsed.page);
      const container = document.createElement('div');
      container.innerHTML = body;
      document.body.appendChild(container);
      const errors: unknown[] = [];
      const spy = vi.spyOn(console, 'error').mockImplementation((...a) => errors.push(a.map(String).join(' ').slice(0, 300)));
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, <ClientApp initial={parsed} registry={registry} mode="production" load={async () => parsed} />, {
          onRecoverableError: (e) => errors.push(e),
        });
      });
      spy.mockRestore();
      expect(errors).toEqual([]);
      act(() => root!.unmount());
      container.remove();
    },
  );
});

describe('site resolution and language on the page server', () => {
  const renderWith = (path: string, headers: Record<string, string>) =>
    render({ url: `http://${headers.host ?? 'localhost'}${path}`, headers, apiFor: (h) => pageDataClient(app, h), mode: 'production' });

  it('takes the site from the request host when the path has no site label', async () => {
    const r = await renderWith('/zh/home', { host: 'amr.cmgjournals.cn' });
    expect(r.kind === 'html' && r.body).toContain('data-site="amr"');
    const other = await renderWith('/zh/home', { host: 'unknown.example.org' });
    expect(other.kind === 'html' && other.body).toContain('data-site="all"');
  });

  it('uses the URL language, else the language cookie, else the site default', async () => {
    const byUrl = await renderWith('/emf/zh/home', { host: 'localhost' });
    expect(byUrl.kind === 'html' && byUrl.htmlLang).toBe('zh-CN');
    const byCookie = await renderWith('/amr/home', { host: 'localhost', cookie: 'language=en' });
    expect(byCookie.kind === 'html' && byCookie.htmlLang).toBe('en');
    const bySiteDefault = await renderWith('/emf/home', { host: 'localhost' });
    expect(bySiteDefault.kind === 'html' && bySiteDefault.htmlLang).toBe('en');
    const amrDefault = await renderWith('/amr/home', { host: 'localhost' });
    expect(amrDefault.kind === 'html' && amrDefault.htmlLang).toBe('zh-CN');
  });

  it('redirects a closed site to the forbidden page and an unknown one to the error page', async () => {
    expect(await renderWith('/closed/en/home', { host: 'localhost' })).toMatchObject({ kind: 'redirect', location: '/forbiddenPage?lang=en' });
    expect(await renderWith('/nosuch/zh/home', { host: 'localhost' })).toMatchObject({ kind: 'redirect', location: '/errorPage?lang=zh' });
  });

  it('shows the expiry notice on the forbidden page (403) and the error page (500) in the page language', async () => {
    const closed = await renderWith('/forbiddenPage?lang=zh', { host: 'localhost' });
    expect(closed).toMatchObject({ kind: 'html', status: 403 });
    expect(closed.kind === 'html' && closed.body).toContain('网站已过期，请联系企业管理员。');
    const closedEn = await renderWith('/forbiddenPage?lang=en', { host: 'localhost' });
    expect(closedEn.kind === 'html' && closedEn.body).toContain('The website has expired, please contact the enterprise administrator.');
    const failed = await renderWith('/errorPage?lang=en', { host: 'localhost' });
    expect(failed).toMatchObject({ kind: 'html', status: 500 });
    expect(failed.kind === 'html' && failed.body).not.toContain('maintenance');
  });

  it('sends a site under maintenance (status 10002) to the maintenance notice, answered 503', async () => {
    // the API answers 10002 for the amr site, as it does for a site record with that status
    const apiFor = (h: Parameters<typeof pageDataClient>[1]) => {
      const client = pageDataClient(app, h);
      const siteBySld: typeof client.siteBySld = async (p) =>
        p.sld === 'amr' ? { status: 10002, data: null as never, message: 'Site unavailable: amr (status 10002)' } : client.siteBySld(p);
      return { ...client, siteBySld };
    };
    const go = (url: string) => render({ url: `http://localhost${url}`, headers: { host: 'localhost' }, apiFor, mode: 'production' });
    expect(await go('/amr/en/home')).toMatchObject({ kind: 'redirect', location: '/errorPage?lang=en&reason=maintenance' });
    const zh = await go('/errorPage?lang=zh&reason=maintenance');
    expect(zh).toMatchObject({ kind: 'html', status: 503 });
    expect(zh.kind === 'html' && zh.body).toContain('系统维护中，给您带来不便敬请谅解。');
    const en = await go('/errorPage?lang=en&reason=maintenance');
    expect(en.kind === 'html' && en.body).toContain('Please understand the inconvenience caused by system maintenance.');
  });
});
