// @vitest-environment jsdom
/**
 * The library pages through the real page server entry (routing by path and host, status, head
 * HTML), hydrated in the browser tree without a mismatch; with JavaScript the keyword forms
 * navigate in place to the same URL the plain GET form would load.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { FastifyInstance } from 'fastify';
import { render, registry } from '../../../app/entry-server';
import { ClientApp } from '../../../engine/render/ClientApp';
import { preloadViews } from '../../../engine/render/loadPage';
import type { PageState } from '../../../engine/render/pageLoader';
import { pageDataClient } from '../../../server/api/server-client';
import { closeApp, makeApp } from '../../../tests/api/helpers';

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('library-ssr'));
}, 60_000);
afterAll(() => closeApp(app, dataDir));

async function serverRender(path: string, host = 'localhost') {
  const result = await render({ url: `http://${host}${path}`, headers: { host }, apiFor: (h) => pageDataClient(app, h), mode: 'production' });
  if (result.kind !== 'html') throw new Error(`${path} redirected to ${result.location}`);
  const state = JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(result.state)![1]!) as PageState;
  return { ...result, parsed: state };
}

describe('library pages on the page server', () => {
  it.each([
    ['/all/zh/othersList', 200, '<title>其他资源 - 材料科学期刊平台</title>'],
    ['/cmg/en/bookList?q=battery', 200, '<title>Books - China Materials Journals Group</title>'],
    ['/amr/zh/bookList?id=99', 404, '<title>未找到图书 - 先进材料研究</title>'],
    ['/all/zh/mag?cat=batteries', 200, '<title>电池材料 - 期刊导航 - 材料科学期刊平台</title>'],
    ['/all/en/mag?id=999', 404, '<title>Journal not found - Materials Science Journals Platform</title>'],
  ])('%s answers %i with its title and one h1', async (path, status, title) => {
    const r = await serverRender(path);
    expect(r.status).toBe(status);
    expect(r.head).toContain(title);
    expect(r.body.match(/<h1[\s>]/g)).toHaveLength(1);
    if (status === 404) expect(r.head).toContain('<meta name="robots" content="noindex"');
  });

  it('lang-family routes find the site by host', async () => {
    const r = await serverRender('/en/bookList', 'jnem.cmgjournals.cn');
    expect(r.body).toContain('Books: 4');
    expect(r.body).toContain('href="/en/bookList?id=8"');
  });

  it.each(['/all/zh/othersList', '/amr/en/bookList?id=3&q=alloy', '/cmg/zh/mag?id=735&cat=metal'])('%s hydrates without mismatch; the form navigates in place', async (path) => {
    const { body, parsed } = await serverRender(path);
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
    const form = container.querySelector('form[role="search"][action]:not([action*="searchPublication"])') as HTMLFormElement | null;
    if (path.includes('othersList')) expect(form).toBeNull();
    else {
      const navigated: string[] = [];
      const capture = (e: MouseEvent) => {
        const a = (e.target as Element).closest('a');
        if (a) {
          navigated.push(a.getAttribute('href') ?? '');
          e.preventDefault();
        }
      };
      document.addEventListener('click', capture, true);
      const input = form!.querySelector('input[name="q"]') as HTMLInputElement;
      fireEvent.change(input, { target: { value: ' 高熵 ' } });
      fireEvent.submit(form!);
      document.removeEventListener('click', capture, true);
      const base = path.split('?')[0];
      expect(navigated).toEqual([path.includes('cat=metal') ? `${base}?cat=metal&q=${encodeURIComponent('高熵')}` : `${base}?q=${encodeURIComponent('高熵')}`]);
    }
    act(() => root!.unmount());
    container.remove();
  });
});
