// @vitest-environment jsdom
import { createDataClient } from '../../../engine/data/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import NewsBanner from './View';
import { loadTopNews } from './load';
import type { ApiClient, Envelope } from '../../../engine/data/api';
import type { WidgetLoadContext } from '../../../engine/registry/types';
import { fixtureBundle, pageContext, renderWithPage } from '../../testing/renderWithPage';
import type { NewsBannerProps } from './View';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const items = [
  { id: 11, title: '第一条', enTitle: 'First' },
  { id: 12, title: '第二条', enTitle: 'Second' },
];

describe('news-banner', () => {
  it('shows one item at a time, 90 px high, linking to the news detail', () => {
    renderWithPage(<NewsBanner props={{ items }} data={undefined} id="nb" />, { path: '/cmg/zh/home' });
    const region = screen.getByRole('region', { name: '头条资讯' });
    expect(region.style.height).toBe('90px');
    expect(screen.getByRole('link', { name: '第一条' }).getAttribute('href')).toBe('/cmg/zh/newsDetails/11?slds=cmg');
    fireEvent.click(screen.getByRole('button', { name: '下一条' }));
    expect(screen.getByRole('link', { name: '第二条' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一条' }));
    expect(screen.getByRole('link', { name: '第一条' })).toBeTruthy();
  });

  it('closes and stays closed for the session', () => {
    renderWithPage(<NewsBanner props={{ items }} data={undefined} id="nb" />, { path: '/en/home' });
    expect(screen.getByRole('link', { name: 'First' }).getAttribute('href')).toBe('/en/newsDetails/11');
    fireEvent.click(screen.getByRole('button', { name: 'Close top news' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(sessionStorage.getItem('topBanner')).toBe('closed');
  });

  it('renders nothing without items', () => {
    const { container } = renderWithPage(<NewsBanner props={{ items: [] }} data={undefined} id="nb" />);
    expect(container.innerHTML).toBe('');
  });
});

function loadCtx(props: NewsBannerProps, get: ApiClient['get']): WidgetLoadContext<NewsBannerProps> {
  const ctx = pageContext({ path: '/cmg/zh/home' });
  const api = createDataClient({ get, post: () => Promise.reject(new Error('no POST expected')) });
  return { api, site: ctx.site, bundle: fixtureBundle(), lang: ctx.lang, uiLang: ctx.uiLang, route: ctx.route, props };
}
const answer = <T,>(data: T, status = 0, message = 'success'): Promise<Envelope<T>> => Promise.resolve({ status, data, message });

describe('news-banner loader (top news)', () => {
  it('reads the top news of the site when the layout gives no items', async () => {
    const get = vi.fn(() => answer([{ id: 31, title: '要闻一', enTitle: 'Headline one', isTop: true }, { id: 32, title: '要闻二', enTitle: '' }]));
    const data = await loadTopNews(loadCtx({ items: [] }, get as ApiClient['get']));
    expect(get).toHaveBeenCalledWith('/front/front-news/getTopNews', { siteId: 2, newsDataType: 'news' });
    expect(data).toEqual({ items: [{ id: 31, title: '要闻一', enTitle: 'Headline one' }, { id: 32, title: '要闻二', enTitle: '' }] });
  });

  it('makes no call when props give items', async () => {
    const get = vi.fn();
    expect(await loadTopNews(loadCtx({ items }, get))).toBeUndefined();
    expect(get).not.toHaveBeenCalled();
  });

  it('logs a non-zero status or a failed call and leaves the banner empty', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadTopNews(loadCtx({}, (() => answer(null, 500, 'db down')) as ApiClient['get']))).toEqual({ items: [] });
    expect(String(log.mock.calls[0]![0])).toContain('db down');
    expect(await loadTopNews(loadCtx({}, () => Promise.reject(new Error('offline'))))).toEqual({ items: [] });
    expect(String(log.mock.calls[1]![0])).toContain('offline');
  });
});

describe('news-banner with loaded top news', () => {
  it('shows the loaded items, each linking to its news detail', () => {
    renderWithPage(<NewsBanner props={{ items: [] }} data={{ items: [{ id: 31, title: '要闻一', enTitle: 'Headline one' }] }} id="nb" />, { path: '/en/home' });
    expect(screen.getByRole('link', { name: 'Headline one' }).getAttribute('href')).toBe('/en/newsDetails/31');
    expect(screen.queryByRole('button', { name: 'Next news' })).toBeNull(); // one item: no stepping
  });

  it('prefers configured items over loaded ones', () => {
    renderWithPage(<NewsBanner props={{ items }} data={{ items: [{ id: 31, title: '要闻一' }] }} id="nb" />);
    expect(screen.getByRole('link', { name: '第一条' })).toBeTruthy();
  });

  it('renders nothing when the loader found nothing (or failed)', () => {
    const { container } = renderWithPage(<NewsBanner props={{ items: [] }} data={{ items: [] }} id="nb" />);
    expect(container.innerHTML).toBe('');
  });

  it('is not autoplaying: the first item stays until the reader moves on', () => {
    vi.useFakeTimers();
    try {
      renderWithPage(<NewsBanner props={{ items }} data={undefined} id="nb" />);
      vi.advanceTimersByTime(20_000);
      expect(screen.getByRole('link', { name: '第一条' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
