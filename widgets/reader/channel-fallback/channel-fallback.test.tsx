// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import pageTitle from '../../content/page-title';
import richText from '../../content/rich-text';
import channelFallback from './index';
import { CHANNELS, renderReader } from '../news-list/testing';
import type { ModuleInstance } from '../../../schemas/generated/types';

afterEach(cleanup);

const intro: ModuleInstance[] = [
  { id: 'intro', type: 'rich-text', props: { title: '期刊简介', enTitle: 'Profile', html: '<p>本刊创刊于1988年。<script>x()</script></p>', enHtml: '<p>Founded in 1988.</p>' } },
];
const aboutUs: ModuleInstance[] = [{ id: 'us', type: 'rich-text', props: { html: '<p>编辑部地址：北京。</p>', enHtml: '<p>Editorial office: Beijing.</p>' } }];

const show = (path: string, codes: string[], modules: Record<string, ModuleInstance[]>, failing?: string[]) =>
  renderReader({
    path,
    widgets: [pageTitle, richText, channelFallback],
    main: [
      { id: 'page-title', type: 'page-title' },
      { id: 'channel-content', type: 'channel-content' },
      { id: 'fallback', type: 'channel-fallback', props: { codes } },
    ],
    channels: CHANNELS,
    modules,
    failing,
  });

describe('channel-fallback', () => {
  it('/{lang}/about without an id shows the first periodIntroduce channel with modules (the journal introduction)', async () => {
    const r = await show('/demo/zh/about', ['periodIntroduce', 'introduce'], { '11': intro });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('期刊简介');
    expect(screen.getByText('本刊创刊于1988年。')).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('<script');
    // channel 10 (the parent) has no modules: 11 is the first with some
    expect(r.api.calls.filter((c) => c.path === '/front/module/getModuleList').map((c) => c.params?.code)).toEqual(['10', '11']);
    expect(r.page.head).toMatchObject({ title: '期刊简介 - 演示期刊', description: '本刊创刊于1988年。' });
  });

  it('English pages use the English copy and head', async () => {
    const r = await show('/demo/en/about', ['periodIntroduce'], { '11': intro });
    expect(screen.getByText('Founded in 1988.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Profile');
    expect(r.page.head?.title).toBe('Journal Profile - Demo Journal');
  });

  it('adds nothing when the page channel fills the slot', async () => {
    const r = await show('/demo/zh/about/11', ['periodIntroduce'], { '11': intro });
    expect(screen.getAllByText('本刊创刊于1988年。')).toHaveLength(1);
    expect(document.querySelector('[data-fallback-channel]')).toBeNull();
    expect(r.page.head?.status).toBeUndefined();
  });

  it('a parent channel without modules shows its first sub-channel with some', async () => {
    await show('/demo/zh/about/10', [], { '11': intro });
    expect(document.querySelector('[data-fallback-channel="11"]')).not.toBeNull();
    expect(screen.getByText('本刊创刊于1988年。')).toBeTruthy();
  });

  it('the /aboutus query page uses its columnId, else the aboutus code', async () => {
    await show('/aboutus?columnId=40&code=aboutus&lang=zh', [], { '40': aboutUs });
    expect(screen.getByText('编辑部地址：北京。')).toBeTruthy();
    cleanup();
    await show('/demo/en/aboutus', ['aboutus'], { '40': aboutUs });
    expect(screen.getByText('Editorial office: Beijing.')).toBeTruthy();
  });

  it.each([
    ['zh', '暂无数据', '数据获取失败'],
    ['en', 'No data', 'Data acquisition failed'],
  ])('%s: nothing to show -> No data; failing module lists -> error', async (lang, empty, error) => {
    await show(`/demo/${lang}/info`, [], {});
    expect(screen.getByRole('status').textContent).toBe(empty);
    cleanup();
    await show(`/demo/${lang}/about`, ['periodIntroduce'], { '11': intro }, ['/front/module/getModuleList']);
    expect(screen.getByRole('alert').textContent).toBe(error);
  });

  it('an unknown channel id answers 404', async () => {
    const r = await show('/demo/en/about/999', ['periodIntroduce'], { '11': intro });
    expect(r.page.head?.status).toBe(404);
    expect(screen.getByRole('status').textContent).toBe('No data');
  });
});
