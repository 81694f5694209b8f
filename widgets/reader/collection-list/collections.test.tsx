// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Params } from '../../../engine/data/api';
import pageTitle from '../../content/page-title';
import collectionList from './index';
import collectionArticles from '../collection-articles/index';
import type { Collection } from './load';
import { CHANNELS, fail, renderReader, SITE } from '../news-list/testing';
import type { ArticleSummary } from '../../shared/reader/content';

afterEach(cleanup);

const collections: Collection[] = [
  { id: 1, siteId: SITE.siteId, name: '高熵合金专辑', enName: 'High-Entropy Alloys', description: '高熵合金论文。', enDescription: 'Papers on HEAs.', cover: '/rc-pub/front/files/get?id=demo.fig.svg', createdDate: '2026-10-01', sort: 1, articleCount: 3 },
  { id: 2, siteId: SITE.siteId, name: '增材制造专辑', enName: 'Additive Manufacturing', description: null, enDescription: null, cover: null, createdDate: '2026-09-01', sort: 2, articleCount: 0 },
];

function article(id: number): ArticleSummary {
  return {
    id,
    siteId: SITE.siteId,
    doi: `10.1/demo.${id}`,
    title: `文章${id}`,
    enTitle: `Article ${id}`,
    authors: [{ ord: 1, name: '张三', enName: 'Zhang San' }],
    year: 2026,
    volume: 40,
    issue: 3,
    firstPage: 1,
    lastPage: 9,
    publishType: 0,
    onlineDate: '2026-03-01',
    versionLabel: 0,
    openAccess: 1,
  } as unknown as ArticleSummary;
}

const albumApi = (_p: Params | undefined, path: string) => {
  const id = Number(path.split('/').pop());
  const c = collections.find((x) => x.id === id);
  if (!c) return fail(404, `Collection not found: ${id}`);
  const list = id === 1 ? [article(7), article(8), article(9)] : [];
  return { ...c, articles: { list, total: list.length, page: 1, size: 20 } };
};

const content = { '/front/album/list': () => collections, '/front/album/': albumApi };

describe('collection-list', () => {
  const show = (path: string, failing?: string[], list = content) =>
    renderReader({
      path,
      widgets: [pageTitle, collectionList],
      main: [
        { id: 'page-title', type: 'page-title' },
        { id: 'collections', type: 'collection-list' },
      ],
      channels: CHANNELS,
      content: list,
      failing,
    });

  it('shows every collection as a card linking to /collections/{id}', async () => {
    const r = await show('/demo/zh/collectionList/30');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('虚拟专辑');
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: '高熵合金专辑' }).getAttribute('href')).toBe('/demo/zh/collections/1');
    expect(within(cards[0]!).getByText(/文章 3 篇/)).toBeTruthy();
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('/rc-pub/front/files/get?id=demo.fig.svg');
    expect(r.api.calls.find((c) => c.path === '/front/album/list')?.params).toMatchObject({ siteId: SITE.siteId });
    expect(r.page.head?.description).toBe('专辑：高熵合金专辑；增材制造专辑');
  });

  it.each([
    ['zh', '暂无数据', '数据获取失败'],
    ['en', 'No data', 'Data acquisition failed'],
  ])('%s: empty and error', async (lang, empty, error) => {
    await show(`/demo/${lang}/collectionList/30`, undefined, { '/front/album/list': () => [] } as never);
    expect(screen.getByRole('status').textContent).toBe(empty);
    cleanup();
    await show(`/demo/${lang}/collectionList`, ['/front/album/list']);
    expect(screen.getByRole('alert').textContent).toBe(error);
  });
});

describe('collection-articles', () => {
  const show = (path: string, failing?: string[]) =>
    renderReader({ path, widgets: [collectionArticles], main: [{ id: 'collection', type: 'collection-articles' }], channels: CHANNELS, content, failing });

  it('shows the collection (cover, name, description) and its articles; head from the collection', async () => {
    const r = await show('/demo/en/collections/1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('High-Entropy Alloys');
    expect(screen.getByText('Papers on HEAs.')).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Articles in this collection' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Open AccessArticle 7', 'Open AccessArticle 8', 'Open AccessArticle 9']);
    expect(within(list).getByRole('link', { name: 'Article 7' }).getAttribute('href')).toBe('/demo/en/article/7');
    expect(r.api.calls.find((c) => c.path === '/front/album/1')?.params).toMatchObject({ page: 1, size: 20 });
    expect(r.page.head).toMatchObject({ title: 'High-Entropy Alloys - Demo Journal', description: 'Papers on HEAs.' });
  });

  it('reads the id from /virtualProjectDetail?virtualId=', async () => {
    await show('/virtualProjectDetail?virtualId=1&index=0&type=thesis&lang=zh');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('高熵合金专辑');
    expect(screen.getByRole('link', { name: '文章8' }).getAttribute('href')).toBe('/zh/article/8');
  });

  it('without an id lists the collections', async () => {
    await show('/demo/zh/collections');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('专辑');
    expect(screen.getByRole('link', { name: '增材制造专辑' }).getAttribute('href')).toBe('/demo/zh/collections/2');
  });

  it.each([
    ['zh', '暂无数据', '数据获取失败'],
    ['en', 'No data', 'Data acquisition failed'],
  ])('%s: empty collection, unknown id (404) and failing API', async (lang, empty, error) => {
    await show(`/demo/${lang}/collections/2`);
    expect(screen.getByRole('status').textContent).toBe(empty);
    cleanup();
    const r = await show(`/demo/${lang}/collections/77`);
    expect(screen.getByRole('status').textContent).toBe(empty);
    expect(r.page.head?.status).toBe(404);
    cleanup();
    const bad = await show(`/demo/${lang}/collections/abc`);
    expect(bad.page.head?.status).toBe(404);
    cleanup();
    const failing = await show(`/demo/${lang}/collections/1`, ['/front/album/']);
    expect(screen.getByRole('alert').textContent).toBe(error);
    expect(failing.page.head?.status).toBeUndefined();
  });
});
