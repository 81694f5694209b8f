// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import RichText, { pickHtml } from './View';
import { renderWithPage } from '../../testing/renderWithPage';
import richText from './index';
import type { WidgetLoadContext } from '../../../engine/registry/types';

afterEach(cleanup);

/** Run the widget's loader (which picks the language copy and sanitises) and render its view. */
async function show(props: Record<string, string>, path = '/zh/home') {
  const uiLang = path.startsWith('/zh') ? 'zh' : 'en';
  const data = await richText.load!({ props, uiLang } as WidgetLoadContext<typeof props>);
  return renderWithPage(<RichText props={props} data={data} id="rt" />, { path });
}

describe('rich-text', () => {
  it('picks the copy by interface language', () => {
    expect(pickHtml({ html: 'zh', enHtml: 'en' }, 'en')).toBe('en');
    expect(pickHtml({ html: 'zh', enHtml: 'null' }, 'en')).toBe('zh');
    expect(pickHtml({ html: 'zh', enHtml: 'en' }, 'zh')).toBe('zh');
  });

  it('renders sanitised HTML with a title', async () => {
    const { container } = await show({ title: '简介', enTitle: 'Intro', html: '<p>正文<script>alert(1)</script><img src=x onerror=alert(1)></p>' });
    expect(screen.getByRole('heading', { level: 2, name: '简介' })).toBeTruthy();
    expect(container.innerHTML).not.toMatch(/script|onerror/);
    expect(screen.getByText('正文')).toBeTruthy();
  });

  it('uses English on English pages (and for other URL languages)', async () => {
    await show({ title: '简介', enTitle: 'Intro', html: '<p>正文</p>', enHtml: '<p>Body</p>' }, '/ru/home');
    expect(screen.getByRole('heading', { name: 'Intro' })).toBeTruthy();
    expect(screen.getByText('Body')).toBeTruthy();
  });

  it.each([
    ['zh', '/zh/home', '暂无数据'],
    ['en', '/en/home', 'No data'],
  ])('shows "No data" when empty (%s)', async (_l, path, text) => {
    await show({ html: '   ' }, path);
    expect(screen.getByText(text)).toBeTruthy();
    cleanup();
    await show({ html: '<script>alert(1)</script><p> </p>' }, path);
    expect(screen.getByText(text)).toBeTruthy();
  });
});
