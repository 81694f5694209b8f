// @vitest-environment jsdom
/**
 * The audio and video page through the real engine (loadPage + SiteRenderer) with in-memory
 * content endpoints: tabs, cards, paging, the player for ?id=, 404, states, head, both languages.
 * The same page on the seeded demo database: ../figure-list/demo-pages.test.tsx.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Params } from '../../../engine/data/api';
import type { ArticleSummary } from '../../shared/reader/content';
import pageTitle from '../../content/page-title';
import { fail, renderReader, SITE, type Handler } from '../news-list/testing';
import mediaList from './index';
import type { Media } from './load';
import { formatDuration } from './View';

afterEach(cleanup);

const LIST = '/front/vod/res/list';
const VIDEO = '/front/vod/getVideoInfo';
const AUDIO = '/front/vod/getAudioInfo';
const RELATED = '/front/vod/getRelationsData';

function medium(id: number, type: 'audio' | 'video', over: Partial<Media> = {}): Media {
  return {
    id,
    siteId: SITE.siteId,
    type,
    title: type === 'video' ? `作者访谈${id}` : `论文导读${id}`,
    enTitle: type === 'video' ? `Author interview ${id}` : `Paper digest ${id}`,
    description: `中文简介${id}`,
    enDescription: `English summary ${id}`,
    url: type === 'video' ? `/rc-pub/front/files/get?id=content.video-${id}.mp4` : `/rc-pub/front/files/get?id=content.audio-${id}.wav`,
    cover: `/rc-pub/front/files/get?id=content.poster-${id}.svg`,
    durationSec: 303,
    articleId: 100000 + id,
    article: { id: 100000 + id, title: `关联论文${id}`, enTitle: `Linked paper ${id}`, doi: `10.12411/amr.2026.${id}` },
    publishedDate: '2026-05-04',
    views: 10,
    ...over,
  };
}

function article(id: number): ArticleSummary {
  return {
    id,
    siteId: SITE.siteId,
    doi: `10.1/demo.${id}`,
    title: `相关文章${id}`,
    enTitle: `Related article ${id}`,
    authors: [{ ord: 1, name: '张三', enName: 'Zhang San' }],
    year: 2026,
    volume: 40,
    issue: 3,
    firstPage: 1,
    lastPage: 9,
    publishType: 0,
    onlineDate: '2026-03-01',
    versionLabel: 0,
    openAccess: 0,
  } as unknown as ArticleSummary;
}

const videos = Array.from({ length: 14 }, (_, i) => medium(i + 1, 'video'));
const audios = [medium(101, 'audio'), medium(102, 'audio', { cover: null, durationSec: null, article: null, articleId: null })];
const all = [...videos, ...audios];

const list: Handler = (params: Params | undefined) => {
  const items = all.filter((m) => !params?.type || m.type === params.type);
  const page = Number(params?.page ?? 1);
  const size = Number(params?.size ?? 10);
  return { list: items.slice((page - 1) * size, page * size), total: items.length, page, size };
};
const info =
  (type: 'audio' | 'video'): Handler =>
  (params) =>
    all.find((m) => m.id === Number(params?.id) && m.type === type) ?? fail(404, `${type} not found: ${params?.id}`);
const related: Handler = (params) => {
  if (!all.some((m) => m.id === Number(params?.id))) return fail(404, 'not found');
  const items = [article(7), article(8)];
  return { list: items, total: items.length, page: 1, size: Number(params?.size ?? 10) };
};

const content: Record<string, Handler> = { [LIST]: list, [VIDEO]: info('video'), [AUDIO]: info('audio'), [RELATED]: related };

const show = (path: string, over: { content?: Record<string, Handler>; failing?: string[]; props?: Record<string, unknown> } = {}) =>
  renderReader({
    path,
    widgets: [pageTitle, mediaList],
    main: [
      { id: 'page-title', type: 'page-title', props: { title: '音视频', enTitle: 'Audio and Video' } },
      { id: 'media-list', type: 'media-list', props: over.props },
    ],
    content: { ...content, ...over.content },
    failing: over.failing,
  });

describe('media-list: lists', () => {
  it('shows the video tab by default: 12 cards with poster, title link, duration, date and linked article', async () => {
    const r = await show('/demo/zh/audioList');
    expect(r.api.calls.find((c) => c.path === LIST)?.params).toEqual({ siteId: SITE.siteId, type: 'video', page: 1, size: 12 });
    expect(r.api.calls.some((c) => c.path === VIDEO || c.path === AUDIO || c.path === RELATED)).toBe(false);
    expect(document.querySelector('video, audio')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['音视频']);

    const cards = within(screen.getByRole('list', { name: '视频' })).getAllByRole('listitem');
    expect(cards).toHaveLength(12);
    const first = cards[0]!;
    const title = within(first).getByRole('link', { name: '作者访谈1' });
    expect(title.getAttribute('href')).toBe('/demo/zh/audioList?type=video&id=1');
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('作者访谈1');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/rc-pub/front/files/get?id=content.poster-1.svg');
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(first.textContent).toContain('时长 5:03');
    expect(first.querySelector('time[datetime="PT303S"]')).toBeTruthy();
    expect(within(first).getByText('2026-05-04').tagName).toBe('TIME');
    expect(within(first).getByRole('link', { name: '关联论文1' }).getAttribute('href')).toBe('/demo/zh/article/100001');
    // the poster link repeats the title link for the pointer only
    const poster = first.querySelector('a.poster')!;
    expect(poster.getAttribute('tabindex')).toBe('-1');
    expect(poster.getAttribute('aria-hidden')).toBe('true');
    expect(r.page.head).toMatchObject({ title: '视频 - 演示期刊', description: '演示期刊的视频' });
  });

  it('switches to audio by the tab link; tab links drop page and id', async () => {
    await show('/demo/en/audioList?type=video&page=2&id=3');
    const tabs = screen.getByRole('navigation', { name: 'Media types' });
    expect(within(tabs).getByRole('link', { name: 'Video' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Audio' }).getAttribute('href')).toBe('/demo/en/audioList?type=audio');
    expect(within(tabs).getByRole('link', { name: 'Video' }).getAttribute('href')).toBe('/demo/en/audioList?type=video');
    cleanup();

    const r = await show('/demo/en/audioList?type=audio');
    expect(r.api.calls.find((c) => c.path === LIST)?.params).toMatchObject({ type: 'audio' });
    expect(screen.getByRole('link', { name: 'Audio' }).getAttribute('aria-current')).toBe('page');
    const cards = within(screen.getByRole('list', { name: 'Audio' })).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Paper digest 101', 'Paper digest 102']);
    // no cover: a decorative placeholder; no duration, no article: neither is shown
    expect(cards[1]!.querySelector('img')).toBeNull();
    expect(cards[1]!.textContent).not.toContain('Duration');
    expect(cards[1]!.textContent).not.toContain('From the article');
    expect(r.page.head).toMatchObject({ title: 'Audio - Demo Journal', description: 'Audio of Demo Journal' });
  });

  it('pages by 12 with ?page=N links that keep the tab', async () => {
    const r = await show('/demo/zh/audioList?type=video&page=2');
    expect(r.api.calls.find((c) => c.path === LIST)?.params).toMatchObject({ page: 2, size: 12 });
    expect(within(screen.getByRole('list', { name: '视频' })).getAllByRole('listitem')).toHaveLength(2);
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('link', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: '第 1 页' }).getAttribute('href')).toBe('/demo/zh/audioList?type=video');
    // a card on page 2 keeps the page in its link
    expect(screen.getByRole('link', { name: '作者访谈13' }).getAttribute('href')).toBe('/demo/zh/audioList?type=video&page=2&id=13');
    expect(r.page.head?.title).toBe('视频 - 第 2 页 - 演示期刊');
  });
});

describe('media-list: player', () => {
  it('?id=N shows the video in a native player that loads nothing before play, with its related articles', async () => {
    const r = await show('/demo/zh/audioList?type=video&id=3');
    expect(r.api.calls.find((c) => c.path === VIDEO)?.params).toEqual({ id: 3 });
    expect(r.api.calls.find((c) => c.path === RELATED)?.params).toEqual({ id: 3, page: 1, size: 5 });
    const player = screen.getByRole('region', { name: '作者访谈3' });
    const video = player.querySelector('video')!;
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('src')).toBe('/rc-pub/front/files/get?id=content.video-3.mp4');
    expect(video.getAttribute('poster')).toBe('/rc-pub/front/files/get?id=content.poster-3.svg');
    expect(video.getAttribute('aria-label')).toBe('作者访谈3');
    expect(within(player).getByRole('heading', { level: 2 }).textContent).toBe('作者访谈3');
    expect(within(player).getByText('中文简介3')).toBeTruthy();
    expect(within(player).getByRole('link', { name: '关联论文3' }).getAttribute('href')).toBe('/demo/zh/article/100003');

    const rel = within(player).getByRole('region', { name: '相关文章' });
    expect(within(rel).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['相关文章7', '相关文章8']);
    expect(within(rel).getByRole('link', { name: '相关文章7' }).getAttribute('href')).toBe('/demo/zh/article/7');

    // the item's card in the list is marked as the one shown
    expect(screen.getByRole('link', { name: '作者访谈3', current: true }).closest('li')?.getAttribute('data-media-id')).toBe('3');
    expect(r.page.head).toMatchObject({ title: '作者访谈3 - 演示期刊', description: '中文简介3' });
    expect(r.page.head?.status).toBeUndefined();
  });

  it('?type=audio&id=N plays audio (preload none) in English', async () => {
    const r = await show('/demo/en/audioList?type=audio&id=101');
    expect(r.api.calls.find((c) => c.path === AUDIO)?.params).toEqual({ id: 101 });
    expect(r.api.calls.some((c) => c.path === VIDEO)).toBe(false);
    const player = screen.getByRole('region', { name: 'Paper digest 101' });
    expect(player.querySelector('video')).toBeNull();
    const audio = player.querySelector('audio')!;
    expect(audio.getAttribute('preload')).toBe('none');
    expect(audio.hasAttribute('controls')).toBe(true);
    expect(audio.getAttribute('src')).toBe('/rc-pub/front/files/get?id=content.audio-101.wav');
    expect(within(player).getByText('English summary 101')).toBeTruthy();
    expect(within(player).getByRole('link', { name: 'Related article 8' })).toBeTruthy();
    expect(r.page.head?.title).toBe('Paper digest 101 - Demo Journal');
  });

  it('finds an audio item from a link without ?type= and opens the audio tab', async () => {
    const r = await show('/demo/zh/audioList?id=102');
    expect(r.api.calls.map((c) => c.path).filter((p) => p === VIDEO || p === AUDIO)).toEqual([VIDEO, AUDIO]);
    expect(document.querySelector('audio')?.getAttribute('preload')).toBe('none');
    expect(screen.getByRole('link', { name: '音频' }).getAttribute('aria-current')).toBe('page');
    expect(r.api.calls.find((c) => c.path === LIST)?.params).toMatchObject({ type: 'audio' });
  });

  it('hides the related articles with relatedSize 0 and shows their own states', async () => {
    const r = await show('/demo/zh/audioList?id=3', { props: { relatedSize: 0 } });
    expect(r.api.calls.some((c) => c.path === RELATED)).toBe(false);
    expect(screen.queryByRole('region', { name: '相关文章' })).toBeNull();
    cleanup();
    await show('/demo/en/audioList?id=3', { content: { [RELATED]: () => ({ list: [], total: 0, page: 1, size: 5 }) } });
    expect(within(screen.getByRole('region', { name: 'Related articles' })).getByRole('status').textContent).toBe('No data');
    cleanup();
    await show('/demo/en/audioList?id=3', { failing: [RELATED] });
    expect(within(screen.getByRole('region', { name: 'Related articles' })).getByRole('alert').textContent).toBe('Data acquisition failed');
    expect(document.querySelector('video')).toBeTruthy();
  });

  it('says so, with a link to the file, when the browser cannot play it', async () => {
    await show('/demo/en/audioList?id=3');
    expect(screen.queryByText('This file cannot be played in your browser.', { exact: false })).toBeNull();
    fireEvent.error(document.querySelector('video')!);
    expect(screen.getByRole('alert').textContent).toBe('This file cannot be played in your browser. Open the file');
    expect(screen.getByRole('link', { name: 'Open the file' }).getAttribute('href')).toBe('/rc-pub/front/files/get?id=content.video-3.mp4');
  });

  it('offers no player for an unsafe address', async () => {
    const bad = medium(5, 'video', { url: 'javascript:alert(1)' });
    const { container } = await show('/demo/en/audioList?id=5', { content: { [VIDEO]: () => bad } });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('This file cannot be played in your browser.');
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it.each([
    ['zh', '未找到该音视频', '返回列表'],
    ['en', 'This audio or video item could not be found', 'Back to the list'],
  ])('%s: an unknown id answers 404 (noindex) with the not-found text above the list', async (lang, text, back) => {
    const r = await show(`/demo/${lang}/audioList?type=video&id=999`);
    expect(r.page.head?.status).toBe(404);
    expect(r.page.head?.meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(document.querySelector('video, audio')).toBeNull();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([text]);
    expect(screen.getByRole('link', { name: back }).getAttribute('href')).toBe(`/demo/${lang}/audioList?type=video`);
    // the list is still there
    expect(within(screen.getByRole('list', { name: lang === 'zh' ? '视频' : 'Video' })).getAllByRole('listitem')).toHaveLength(12);
    cleanup();
    // an id that is no number: 404 without asking the API
    const bad = await show(`/demo/${lang}/audioList?id=abc`);
    expect(bad.page.head?.status).toBe(404);
    expect(bad.api.calls.some((c) => c.path === VIDEO || c.path === AUDIO)).toBe(false);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([text]);
    cleanup();
    // a video id asked as audio is not that audio item
    const wrong = await show(`/demo/${lang}/audioList?type=audio&id=3`);
    expect(wrong.page.head?.status).toBe(404);
  });

  it('a failing item request shows the error, not a 404', async () => {
    const r = await show('/demo/en/audioList?id=3', { failing: [VIDEO] });
    expect(r.page.head?.status).toBeUndefined();
    expect(screen.getByRole('alert').textContent).toBe('Data acquisition failed');
    expect(within(screen.getByRole('list', { name: 'Video' })).getAllByRole('listitem')).toHaveLength(12);
  });
});

describe('media-list: states', () => {
  it.each([
    ['zh', '暂无数据', '数据获取失败'],
    ['en', 'No data', 'Data acquisition failed'],
  ])('%s: empty and error', async (lang, empty, error) => {
    await show(`/demo/${lang}/audioList?type=audio`, { content: { [LIST]: () => ({ list: [], total: 0, page: 1, size: 12 }) } });
    expect(screen.getByRole('status').textContent).toBe(empty);
    cleanup();
    const r = await show(`/demo/${lang}/audioList`, { failing: [LIST] });
    expect(screen.getByRole('alert').textContent).toBe(error);
    expect(screen.getByRole('link', { name: lang === 'zh' ? '音频' : 'Audio' })).toBeTruthy();
    expect(r.page.head?.status).toBeUndefined();
  });
});

describe('formatDuration', () => {
  it('shows m:ss, or h:mm:ss from an hour', () => {
    expect(formatDuration(3)).toBe('0:03');
    expect(formatDuration(303)).toBe('5:03');
    expect(formatDuration(3723)).toBe('1:02:03');
  });
});
