// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import View1 from './View1';
import View2 from './View2';
import { badgeText, toolButtons, toolHref } from './model';
import { fixtureBundle, renderWithPage } from '../../testing/renderWithPage';
import { useUiStore } from '../../../engine/state/ui';

afterEach(() => {
  cleanup();
  localStorage.clear();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('toolbar model', () => {
  it('links to /rssList and /emailSubscribe, with slds on site-label routes', () => {
    expect(toolHref({ family: 'lang', query: {} }, 'zh', 'rssList')).toBe('/rssList?lang=zh');
    expect(toolHref({ family: 'sld', sld: 'cmg', query: {} }, 'en', 'emailSubscribe')).toBe('/emailSubscribe?lang=en&slds=cmg');
  });
  it('builds buttons from the tools list in indexId order', () => {
    const b = toolButtons(
      [
        { id: 3, indexId: 3, type: 'external', resName: '投稿', url: 'https://x.example.org' },
        { id: 1, indexId: 1, type: 'platform', platformType: 'rss' },
        { id: 2, indexId: 2, type: 'platform', platformType: 'folderAdd' },
        { id: 4, indexId: 4, type: 'external', resName: '坏链接', url: 'javascript:alert(1)' },
        { id: 5, indexId: 5, type: 'share', bouncePictureUrl: 'qr.png' },
      ],
      { route: { family: 'lang', query: {} }, lang: 'zh', uiLang: 'zh' },
    );
    expect(b.map((x) => x.kind)).toEqual(['rss', 'basket', 'link', 'share']);
    expect(b[3]).toMatchObject({ qr: '/rc-pub/front/files/get?id=qr.png' });
  });
  it('caps the badge at 99', () => {
    expect(badgeText(5)).toBe('5');
    expect(badgeText(150)).toBe('99+');
  });
});

describe('floating-toolbar views', () => {
  it('shows after 400 px of scrolling (style 1, labelled)', () => {
    renderWithPage(<View1 props={{}} data={undefined} id="tb" />, { path: '/cmg/zh/home' });
    const bar = screen.getByRole('list', { hidden: true });
    expect(bar.style.visibility).toBe('hidden');
    scrollTo(401);
    expect(bar.style.visibility).toBe('visible');
    expect(screen.getByText('订阅').closest('a')!.getAttribute('href')).toBe('/emailSubscribe?lang=zh&slds=cmg');
    expect(screen.getByText('RSS').closest('a')!.getAttribute('href')).toBe('/rssList?lang=zh&slds=cmg');
    scrollTo(100);
    expect(bar.style.visibility).toBe('hidden');
  });

  it('style 2 uses icon buttons with accessible names; basket opens the dialog state and shows the count', () => {
    localStorage.setItem('basketList', JSON.stringify([1, 2, 3]));
    renderWithPage(<View2 props={{ alwaysVisible: true }} data={undefined} id="tb" />, { path: '/en/home' });
    expect(screen.getByRole('list').getAttribute('data-toolbar-style')).toBe('2');
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/emailSubscribe?lang=en');
    const basket = screen.getByRole('button', { name: '3 items in the reference basket' });
    fireEvent.click(basket);
    expect(useUiStore.getState().basketOpen).toBe(true);
    const share = screen.getByRole('button', { name: 'Share' });
    fireEvent.click(share);
    expect(share.getAttribute('aria-expanded')).toBe('true');
  });

  it('uses the configured tools', () => {
    renderWithPage(<View1 props={{ alwaysVisible: true }} data={undefined} id="tb" />, {
      bundle: fixtureBundle({ tools: [{ id: 1, type: 'external', resName: '投稿系统', url: 'https://submit.example.org' }] as never }),
    });
    const link = screen.getByText('投稿系统').closest('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('RSS')).toBeNull();
  });
});
