// @vitest-environment jsdom
/**
 * Article pages render the same on the server and in the browser: each page rendered by the real
 * page-server entry (demo content) hydrates in ClientApp without a single mismatch warning.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { FastifyInstance } from 'fastify';
import { render, registry } from '../../app/entry-server';
import { ClientApp } from '../../engine/render/ClientApp';
import { preloadViews } from '../../engine/render/loadPage';
import type { PageState } from '../../engine/render/pageLoader';
import { setBrowserApi } from '../../engine/data/browserApi';
import { pageDataClient } from '../../server/api/server-client';
import { injectTransport } from '../fixtures/injectTransport';
import { closeApp, makeApp } from '../api/helpers';

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('article-hydration'));
  // the view counter and DOI lookups go to the real API in-process
  setBrowserApi(injectTransport(app));
});
afterAll(async () => {
  setBrowserApi(undefined);
  await closeApp(app, dataDir);
});

async function serverRender(path: string) {
  const result = await render({ url: `http://localhost${path}`, headers: { host: 'localhost' }, apiFor: (h) => pageDataClient(app, h), mode: 'production' });
  if (result.kind !== 'html') throw new Error(`${path} redirected to ${result.location}`);
  const state = JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(result.state)![1]!) as PageState;
  return { ...result, parsed: state };
}

describe('article pages hydrate without mismatch', () => {
  it.each([
    ['/amr/zh/article/100000', 200],
    ['/amr/en/article/100002', 200],
    ['/amr/ru/article/100139', 200],
    ['/jnem/zh/thesis/502/110000', 200],
    ['/amr/zh/article/99', 404],
    ['/thesisDetails?lang=zh', 200],
  ])('%s', async (path, status) => {
    const { body, parsed, status: got } = await serverRender(path);
    expect(got).toBe(status);
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
  });
});
