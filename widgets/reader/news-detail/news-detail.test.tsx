// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import newsDetail from './index';
import { CHANNELS, fail, newsItem, renderReader } from '../news-list/testing';

afterEach(cleanup);

const N = '/front/front-news/';

const item = newsItem({
  id: 42,
  newsDataType: 'announcement',
  title: '征稿通知',
  enTitle: 'Call for papers',
  summary: '本刊征集高熵合金论文。',
  enSummary: 'We invite papers on high-entropy alloys.',
  content: '<p>正文<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
  enContent: '<p>Body text</p>',
  pictureUrl: '/img/pic.png',
  publishedDate: '2026-03-02',
  views: 77,
});

const show = (path: string, answer: (id: string) => unknown, failing?: string[]) =>
  renderReader({ path, widgets: [newsDetail], main: [{ id: 'news-detail', type: 'news-detail' }], channels: CHANNELS, content: { [N]: (_p, path) => answer(path.slice(N.length)) }, failing });

describe('news-detail', () => {
  it('shows title, date, source, views, picture and the sanitised body; head from the item', async () => {
    const r = await show('/demo/zh/newsDetails/42', (id) => (id === '42' ? item : fail(404, 'News not found')));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('征稿通知');
    expect(screen.getByText('2026-03-02').tagName).toBe('TIME');
    expect(screen.getByText(/来源：演示期刊/)).toBeTruthy();
    expect(screen.getByText(/浏览量：77/)).toBeTruthy();
    const article = screen.getByRole('article');
    expect(article.querySelector('figure img')?.getAttribute('src')).toBe('/img/pic.png');
    expect(article.innerHTML).not.toMatch(/<script|onerror/);
    expect(screen.getByText('正文')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/demo/zh/newsInfo/20/1');
    expect(r.page.head).toMatchObject({ title: '征稿通知 - 演示期刊', description: '本刊征集高熵合金论文。' });
    expect(r.page.head?.status).toBeUndefined();
    expect(r.page.head?.jsonLd[0]).toMatchObject({ '@type': 'NewsArticle', headline: '征稿通知', datePublished: '2026-03-02' });
  });

  it('uses the English copy on English pages and links a reprint to its original', async () => {
    const reprint = { ...item, original: 0, sourceLink: 'https://news.example.org/x' };
    const r = await show('/demo/en/newsDetails/42', () => reprint);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Call for papers');
    expect(screen.getByText('Body text')).toBeTruthy();
    const original = screen.getByRole('link', { name: 'https://news.example.org/x (opens in a new tab)' });
    expect(original.getAttribute('target')).toBe('_blank');
    expect(original.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(/Source: news\.example\.org/)).toBeTruthy();
    expect(r.page.head?.description).toBe('We invite papers on high-entropy alloys.');
  });

  it.each([
    ['zh', '/demo/zh/newsDetails/999', '暂无数据'],
    ['en', '/demo/en/newsDetails/999', 'No data'],
    ['en', '/demo/en/newsDetails/abc', 'No data'],
    ['zh', '/demo/zh/newsDetails', '暂无数据'],
  ])('%s: unknown id %s -> "No data" and 404', async (_lang, path, text) => {
    const r = await show(path, () => fail(404, 'News not found'));
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(r.page.head?.status).toBe(404);
    expect(r.page.head?.meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it.each([
    ['zh', '数据获取失败'],
    ['en', 'Data acquisition failed'],
  ])('%s: a failing API shows the error, not a 404', async (lang, text) => {
    const r = await show(`/demo/${lang}/newsDetails/42`, () => item, [N]);
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(r.page.head?.status).toBeUndefined();
    expect(r.api.calls.some((c) => c.path === `${N}42`)).toBe(true);
  });
});
