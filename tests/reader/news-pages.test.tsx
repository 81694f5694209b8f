// @vitest-environment jsdom
/**
 * News, editorial board, about and collection pages rendered by the real page server (real API
 * in-process, real site-configs and demo content): the server HTML holds the demo content, the
 * status and head are right, and the page hydrates without a mismatch.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { FastifyInstance } from 'fastify';
import { render, registry } from '../../app/entry-server';
import { ClientApp } from '../../engine/render/ClientApp';
import { preloadViews } from '../../engine/render/loadPage';
import type { PageState } from '../../engine/render/pageLoader';
import { pageDataClient } from '../../server/api/server-client';
import { closeApp, get, makeApp } from '../api/helpers';

process.env.MASTHEAD_TODAY = '2026-11-01';

let app: FastifyInstance;
let dataDir: string;

interface News {
  id: number;
  title: string;
  enTitle: string;
  newsDataType: string;
  isTop: boolean;
  original: number;
}
interface Expert {
  id: number;
  name: string;
  enName: string;
}
interface Collection {
  id: number;
  name: string;
  enName: string;
}

let amrNews: News[];
let board: Expert[];
let collection: Collection;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('reader-news-pages'));
  amrNews = (await get<{ list: News[] }>(app, '/front/front-news/list', { siteId: 735, newsDataType: 'information', topFirst: 1, size: 10 })).body.data.list;
  board = (await get<{ content: Expert[] }[]>(app, '/front/expert/list', { topicId: 735, page: 0, size: 10 })).body.data[0]!.content;
  collection = (await get<Collection[]>(app, '/front/album/list', { siteId: 735 })).body.data[0]!;
}, 120_000);
afterAll(() => closeApp(app, dataDir));

async function serverRender(path: string) {
  const result = await render({ url: `http://localhost${path}`, headers: { host: 'localhost' }, apiFor: (h) => pageDataClient(app, h), mode: 'production' });
  if (result.kind !== 'html') throw new Error(`${path} redirected to ${result.location}`);
  const state = JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(result.state)![1]!) as PageState;
  return { ...result, parsed: state };
}

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');

async function hydrates(path: string) {
  const { body, parsed } = await serverRender(path);
  if (parsed.kind === 'page') await preloadViews(registry, parsed.page);
  const container = document.createElement('div');
  container.innerHTML = body;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...a) => errors.push(a.map(String).join(' ').slice(0, 300)));
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <ClientApp initial={parsed} registry={registry} mode="production" load={async () => parsed} />, { onRecoverableError: (e) => errors.push(e) });
  });
  spy.mockRestore();
  act(() => root!.unmount());
  container.remove();
  return errors;
}

describe('news pages (demo content, server HTML)', () => {
  it('/amr/zh/newsInfo/73523/0 lists the information tab, pinned first, linking to details', async () => {
    expect(amrNews.length).toBeGreaterThan(1);
    const { status, body, head } = await serverRender('/amr/zh/newsInfo/73523/0');
    expect(status).toBe(200);
    const t = text(body);
    expect(t).toContain('新闻公告');
    for (const n of amrNews) expect(t).toContain(n.title);
    expect(t.indexOf(amrNews[0]!.title)).toBeLessThan(t.indexOf(amrNews[1]!.title));
    const first = amrNews.find((n) => n.original === 1)!;
    expect(body).toContain(`href="/amr/zh/newsDetails/${first.id}"`);
    expect(body).toMatch(/<a href="\/amr\/zh\/newsInfo\/73523\/0" aria-current="page"[^>]*>资讯<\/a>/);
    expect(head).toContain('<title>资讯 - 新闻公告 - ');
  });

  it('/amr/en/newsInfo/73523/1 shows the announcements in English', async () => {
    const ann = (await get<{ list: News[] }>(app, '/front/front-news/list', { siteId: 735, newsDataType: 'announcement' })).body.data.list;
    const { status, body } = await serverRender('/amr/en/newsInfo/73523/1');
    expect(status).toBe(200);
    for (const n of ann) expect(text(body)).toContain(n.enTitle);
  });

  it('a newsDetails page shows the item; title and description in the head', async () => {
    const n = amrNews.find((x) => x.original === 1)!;
    const { status, body, head } = await serverRender(`/amr/zh/newsDetails/${n.id}`);
    expect(status).toBe(200);
    expect(body).toMatch(new RegExp(`<h1[^>]*>${n.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(head).toContain(`<title>${n.title}`);
    expect(head).toMatch(/<meta name="description" content="[^"]+"/);
    expect(body).toContain('返回列表');
  });

  it('an unknown news id answers 404 with "No data"', async () => {
    const { status, body, head } = await serverRender('/amr/en/newsDetails/987654');
    expect(status).toBe(404);
    expect(body).toContain('No data');
    expect(head).toContain('noindex');
  });
});

describe('editorial board, about, collections (demo content, server HTML)', () => {
  it('/amr/zh/editorial-board lists 10 members and shows the first', async () => {
    expect(board).toHaveLength(10);
    const { status, body } = await serverRender('/amr/zh/editorial-board');
    expect(status).toBe(200);
    const t = text(body);
    for (const m of board) expect(t).toContain(m.name);
    expect(body).toMatch(new RegExp(`<a href="/amr/zh/editorial-board/73512/${board[0]!.id}" aria-current="true"`));
    expect(body).toContain('编委名单');
  });

  it('/amr/en/editorial-board/73512/<member> names the member in the head', async () => {
    const m = board[3]!;
    const { status, head } = await serverRender(`/amr/en/editorial-board/73512/${m.id}`);
    expect(status).toBe(200);
    expect(head).toContain(`<title>${m.enName} - Editorial Board - `);
  });

  it('/amr/en/about shows the journal introduction', async () => {
    const { status, body, head } = await serverRender('/amr/en/about');
    expect(status).toBe(200);
    expect(text(body)).toContain('Advanced Materials Research');
    expect(text(body)).toContain('founded in 1988');
    expect(head).toContain('<title>Journal Profile - ');
  });

  it('/amr/zh/aboutus shows the about-us channel', async () => {
    const { status, body } = await serverRender('/amr/zh/aboutus');
    expect(status).toBe(200);
    expect(body).toContain('data-fallback-channel="73529"');
  });

  it('/amr/zh/collectionList/73507 and /amr/zh/collections/<id> show the demo collection', async () => {
    const list = await serverRender('/amr/zh/collectionList/73507');
    expect(list.status).toBe(200);
    expect(list.body).toContain(`href="/amr/zh/collections/${collection.id}"`);
    expect(text(list.body)).toContain(collection.name);
    const one = await serverRender(`/amr/zh/collections/${collection.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatch(new RegExp(`<h1[^>]*>${collection.name}</h1>`));
    expect(one.head).toContain(`<title>${collection.name} - `);
    expect((one.body.match(/data-article-id="/g) ?? []).length).toBeGreaterThan(0);
    const vp = await serverRender(`/virtualProjectDetail?virtualId=${collection.id}&index=0&type=thesis&slds=amr`);
    expect(vp.status).toBe(200);
    expect(text(vp.body)).toContain(collection.name);
  });

  it('an unknown collection answers 404', async () => {
    const { status } = await serverRender('/amr/zh/collections/987654');
    expect(status).toBe(404);
  });
});

describe('these pages hydrate without mismatch', () => {
  it.each(['/amr/zh/newsInfo/73523/0', '/amr/en/editorial-board', '/amr/en/about', '/amr/zh/collectionList/73507', '/amr/zh/home'])('%s', async (path) => {
    expect(await hydrates(path)).toEqual([]);
  });

  it('a news detail and a collection page', async () => {
    expect(await hydrates(`/amr/zh/newsDetails/${amrNews[0]!.id}`)).toEqual([]);
    expect(await hydrates(`/amr/en/collections/${collection.id}`)).toEqual([]);
  });
});
