// @vitest-environment jsdom
/**
 * /textList (figure-list) and /audioList (media-list) rendered by the real page server: real
 * site-configs and layouts, the demo content seeded into a fresh SQLite database, the real API
 * in-process. The server HTML shows what the API holds, status and head are right, and the pages
 * hydrate without a mismatch.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { FastifyInstance } from 'fastify';
import { render, registry } from '../../../app/entry-server';
import { ClientApp } from '../../../engine/render/ClientApp';
import { preloadViews } from '../../../engine/render/loadPage';
import type { PageState } from '../../../engine/render/pageLoader';
import { pageDataClient } from '../../../server/api/server-client';
import { closeApp, get, makeApp } from '../../../tests/api/helpers';
import type { Paged, ArticleSummary } from '../../shared/reader/content';
import type { Media } from '../media-list/load';
import type { DataTable, Picture } from './load';

const AMR = 735;
const CMG = 2;

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('figure-media-pages'));
}, 120_000);
afterAll(() => closeApp(app, dataDir));

const api = async <T,>(path: string, query: Record<string, string | number>) => {
  const { body } = await get<T>(app, path, query);
  expect(body.status, `${path} ${JSON.stringify(query)}`).toBe(0);
  return body.data;
};

async function page(path: string) {
  const r = await render({ url: `http://localhost${path}`, headers: { host: 'localhost' }, apiFor: (h) => pageDataClient(app, h), mode: 'production' });
  if (r.kind !== 'html') throw new Error(`${path} redirected to ${r.location}`);
  const state = JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(r.state)![1]!) as PageState;
  const doc = new DOMParser().parseFromString(`<div id="root">${r.body}</div>`, 'text/html');
  const title = new DOMParser().parseFromString(/<title>(.*?)<\/title>/s.exec(r.head)?.[1] ?? '', 'text/html').documentElement.textContent ?? '';
  return { ...r, state, doc, title };
}

async function hydrationErrors(path: string) {
  const { body, state } = await page(path);
  if (state.kind === 'page') await preloadViews(registry, state.page);
  const container = document.createElement('div');
  container.innerHTML = body;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...a) => errors.push(a.map(String).join(' ').slice(0, 300)));
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <ClientApp initial={state} registry={registry} mode="production" load={async () => state} />, { onRecoverableError: (e) => errors.push(e) });
  });
  spy.mockRestore();
  act(() => root!.unmount());
  container.remove();
  return errors;
}

const attr = (els: Iterable<Element>, name: string) => [...els].map((e) => e.getAttribute(name));

describe('/textList on the demo content', () => {
  it('/amr/zh/textList shows the newest 12 figures: alt = caption, article links, DOI, pager', async () => {
    const pics = await api<Paged<Picture>>('/front/picture/list', { siteId: AMR, page: 1, size: 12 });
    expect(pics.list).toHaveLength(12);
    expect(pics.total).toBeGreaterThan(12);
    const { status, doc, title } = await page('/amr/zh/textList');
    expect(status).toBe(200);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    const cards = doc.querySelectorAll('[data-picture-id]');
    expect(attr(cards, 'data-picture-id')).toEqual(pics.list.map((p) => String(p.id)));
    expect(attr(doc.querySelectorAll('[data-picture-id] img'), 'alt')).toEqual(pics.list.map((p) => p.caption));
    expect(attr(doc.querySelectorAll('[data-picture-id] img'), 'loading').every((l) => l === 'lazy')).toBe(true);
    const first = pics.list[0]!;
    const links = attr(cards[0]!.querySelectorAll('a'), 'href');
    expect(links).toContain(`/amr/zh/article/${first.articleId}`);
    expect(links).toContain(`https://doi.org/${first.doi}`);
    expect(cards[0]!.textContent).toContain(first.articleTitle);
    expect(doc.querySelector('nav [aria-current="page"][href="/amr/zh/textList?type=picture"]')?.textContent).toBe('图片');
    expect(doc.querySelector('a[href="/amr/zh/textList?page=2"]')).toBeTruthy();
    expect(title).toMatch(/^图片 - /);
  });

  it('/amr/en/textList?type=table&page=2 shows that page of tables in English, each a real table', async () => {
    const tables = await api<Paged<DataTable>>('/front/table/list', { siteId: AMR, page: 2, size: 10 });
    expect(tables.list.length).toBeGreaterThan(0);
    const { status, doc, title } = await page('/amr/en/textList?type=table&page=2');
    expect(status).toBe(200);
    const items = doc.querySelectorAll('[data-table-id]');
    expect(attr(items, 'data-table-id')).toEqual(tables.list.map((t) => String(t.id)));
    expect([...items].map((i) => i.querySelector('figcaption')?.textContent)).toEqual(tables.list.map((t) => t.enCaption));
    for (const i of items) expect(i.querySelector('[role="region"][tabindex="0"] table td')).toBeTruthy();
    expect(doc.querySelector('nav [aria-current="page"]')?.textContent).toBe('Tables');
    expect(title).toMatch(/^Tables - Page 2 - /);
  });

  it('a script stored in a table does not reach the page (server HTML or page data)', async () => {
    const db = app.masthead.config.db;
    const owner = (await api<Paged<DataTable>>('/front/table/list', { siteId: AMR, page: 1, size: 1 })).list[0]!;
    await db
      .insertInto('data_tables')
      .values({ id: 990001, site_id: AMR, article_id: owner.articleId, ord: 9, caption: '恶意表格', en_caption: 'Evil table', html: '<table><tr><td onmouseover="steal()">42</td></tr></table><script>steal()</script>' })
      .execute();
    try {
      const { doc, body, state } = await page('/amr/zh/textList?type=table');
      const box = doc.querySelector('[data-table-id="990001"] [role="region"]')!;
      expect(box.getAttribute('aria-label')).toBe('恶意表格');
      expect(box.querySelector('td')?.textContent).toBe('42');
      expect(body).not.toContain('steal()');
      expect(JSON.stringify(state)).not.toContain('steal()');
    } finally {
      await db.deleteFrom('data_tables').where('id', '=', 990001).execute();
    }
  });
});

describe('/audioList on the demo content', () => {
  it('/amr/zh/audioList lists the videos as cards linking to ?id=, without a player', async () => {
    const videos = await api<Paged<Media>>('/front/vod/res/list', { siteId: AMR, type: 'video', page: 1, size: 12 });
    expect(videos.list.length).toBeGreaterThan(0);
    const { status, doc, title } = await page('/amr/zh/audioList');
    expect(status).toBe(200);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('video, audio')).toBeNull();
    const cards = doc.querySelectorAll('[data-media-id]');
    expect(attr(cards, 'data-media-id')).toEqual(videos.list.map((m) => String(m.id)));
    const v = videos.list[0]!;
    expect(cards[0]!.querySelector('h2 a')?.getAttribute('href')).toBe(`/amr/zh/audioList?type=video&id=${v.id}`);
    expect(cards[0]!.querySelector('h2')?.textContent).toBe(v.title);
    expect(attr(cards[0]!.querySelectorAll('a'), 'href')).toContain(`/amr/zh/article/${v.article!.id}`);
    expect(title).toMatch(/^视频 - /);
  });

  it('the group site lists its members\u2019 audio', async () => {
    const audio = await api<Paged<Media>>('/front/vod/res/list', { siteId: CMG, type: 'audio', page: 1, size: 12 });
    expect(audio.total).toBeGreaterThan(1);
    const { doc } = await page('/cmg/en/audioList?type=audio');
    expect([...doc.querySelectorAll('[data-media-id] h2')].map((h) => h.textContent)).toEqual(audio.list.map((m) => m.enTitle));
  });

  it('?type=audio&id=N plays the demo audio (preload none) with its related articles', async () => {
    const a = (await api<Paged<Media>>('/front/vod/res/list', { siteId: AMR, type: 'audio', page: 1, size: 1 })).list[0]!;
    const related = await api<Paged<ArticleSummary>>('/front/vod/getRelationsData', { id: a.id, page: 1, size: 5 });
    expect(related.list.length).toBeGreaterThan(0);
    const { status, doc, title } = await page(`/amr/en/audioList?type=audio&id=${a.id}`);
    expect(status).toBe(200);
    const player = doc.querySelector('[data-player="audio"]')!;
    const audio = player.querySelector('audio')!;
    expect(audio.getAttribute('preload')).toBe('none');
    expect(audio.getAttribute('src')).toBe(a.url);
    expect(player.querySelector('h2')?.textContent).toBe(a.enTitle);
    expect(attr(player.querySelectorAll('[data-related] [data-article-id]'), 'data-article-id')).toEqual(related.list.map((x) => String(x.id)));
    expect(title).toMatch(new RegExp(`^${a.enTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `));
  });

  it('?id=N of a demo video shows a video player with its poster, loading nothing before play', async () => {
    const v = (await api<Paged<Media>>('/front/vod/res/list', { siteId: AMR, type: 'video', page: 1, size: 1 })).list[0]!;
    const { status, doc } = await page(`/amr/zh/audioList?id=${v.id}`);
    expect(status).toBe(200);
    const video = doc.querySelector('[data-player="video"] video')!;
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe(v.cover);
    expect(video.getAttribute('src')).toBe(v.url);
  });

  it('an unknown id answers 404, noindex, with the not-found text', async () => {
    const { status, body, head } = await page('/amr/zh/audioList?type=audio&id=987654');
    expect(status).toBe(404);
    expect(head).toContain('noindex');
    expect(body).toContain('未找到该音视频');
  });
});

describe('no missing files', () => {
  it('every image, poster and media address the pages show is served (a 404 would be a browser console error)', async () => {
    const a = (await api<Paged<Media>>('/front/vod/res/list', { siteId: AMR, type: 'audio', page: 1, size: 1 })).list[0]!;
    const v = (await api<Paged<Media>>('/front/vod/res/list', { siteId: AMR, type: 'video', page: 1, size: 1 })).list[0]!;
    const urls = new Set<string>();
    for (const path of ['/amr/zh/textList', '/amr/zh/audioList', `/amr/zh/audioList?type=audio&id=${a.id}`, `/amr/en/audioList?id=${v.id}`]) {
      const { doc } = await page(path);
      const main = doc.querySelector('main')!;
      for (const img of main.querySelectorAll('img')) urls.add(img.getAttribute('src')!);
      for (const m of main.querySelectorAll('video, audio')) {
        urls.add(m.getAttribute('src')!);
        if (m.getAttribute('poster')) urls.add(m.getAttribute('poster')!);
      }
    }
    expect(urls.size).toBeGreaterThan(5);
    for (const url of urls) {
      expect(url.startsWith('/rc-pub/'), url).toBe(true);
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});

describe('these pages hydrate without mismatch', () => {
  it('figures, tables, a list and a player', async () => {
    const v = (await api<Paged<Media>>('/front/vod/res/list', { siteId: AMR, type: 'video', page: 1, size: 1 })).list[0]!;
    for (const path of ['/amr/zh/textList', '/amr/en/textList?type=table', '/amr/en/audioList?type=audio', `/amr/zh/audioList?type=video&id=${v.id}`]) {
      expect(await hydrationErrors(path), path).toEqual([]);
    }
  });
});
