// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderSVG } from 'uqr';
import View1 from './View1';
import View2 from './View2';
import { badgeText, toolButtons, toolHref } from './model';
import { fixtureBundle, renderWithPage } from '../../testing/renderWithPage';
import { useUiStore } from '../../../engine/state/ui';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
    // A plain query page reached with ?slds keeps the site label too.
    expect(toolHref({ family: 'plain', query: { slds: 'amr' } }, 'zh', 'rssList')).toBe('/rssList?lang=zh&slds=amr');
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
    // Share generates the page's QR code; a configured picture cannot encode the page.
    expect(b[3]).not.toHaveProperty('qr');
  });
  it('caps the badge at 99', () => {
    expect(badgeText(5)).toBe('5');
    expect(badgeText(150)).toBe('99+');
  });
});

describe('floating-toolbar views', () => {
  it('shows after 400 px of scrolling (style 1, labelled); nothing of it is on the page before', async () => {
    renderWithPage(<View1 props={{}} data={undefined} id="tb" />, { path: '/cmg/zh/home' });
    scrollTo(399);
    expect(screen.queryByRole('list', { hidden: true })).toBeNull();
    scrollTo(401);
    const bar = await screen.findByRole('list');
    await waitFor(() => expect(bar.style.visibility).toBe('visible'));
    expect(screen.getByText('订阅').closest('a')!.getAttribute('href')).toBe('/emailSubscribe?lang=zh&slds=cmg');
    expect(screen.getByText('RSS').closest('a')!.getAttribute('href')).toBe('/rssList?lang=zh&slds=cmg');
    scrollTo(100);
    expect(bar.style.visibility).toBe('hidden');
  });

  it('style 2 uses icon buttons with accessible names; basket opens the dialog state and shows the count', async () => {
    localStorage.setItem('basketList', JSON.stringify([1, 2, 3]));
    renderWithPage(<View2 props={{ alwaysVisible: true }} data={undefined} id="tb" />, { path: '/en/home' });
    expect((await screen.findByRole('list')).getAttribute('data-toolbar-style')).toBe('2');
    expect(screen.getByRole('list').style.visibility).toBe('visible'); // alwaysVisible: no scrolling needed
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/emailSubscribe?lang=en');
    const basket = screen.getByRole('button', { name: '3 items in the reference basket' });
    fireEvent.click(basket);
    expect(useUiStore.getState().basketOpen).toBe(true);
    const share = screen.getByRole('button', { name: 'Share' });
    fireEvent.click(share);
    expect(share.getAttribute('aria-expanded')).toBe('true');
  });

  it('uses the configured tools', async () => {
    renderWithPage(<View1 props={{ alwaysVisible: true }} data={undefined} id="tb" />, {
      bundle: fixtureBundle({ tools: [{ id: 1, type: 'external', resName: '投稿系统', url: 'https://submit.example.org' }] as never }),
    });
    const link = (await screen.findByText('投稿系统')).closest('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('RSS')).toBeNull();
  });
});

describe('share pop-over', () => {
  it('shows a 120x120 QR code of the current address, made on first opening', async () => {
    window.history.replaceState(null, '', '/cmg/zh/home?from=test');
    renderWithPage(<View1 props={{ alwaysVisible: true }} data={undefined} id="tb" />, { path: '/cmg/zh/home' });
    const share = await screen.findByRole('button', { name: '分享' });
    expect(document.querySelector('img[data-share-qr]')).toBeNull(); // nothing before opening
    fireEvent.click(share);
    const qr = (await screen.findByAltText('本页地址的二维码')) as HTMLImageElement;
    expect([qr.width, qr.height]).toEqual([120, 120]);
    expect(qr.src.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(qr.src.slice('data:image/svg+xml,'.length))).toBe(renderSVG(window.location.href, { ecc: 'M', border: 2 }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '本页地址' }).value).toBe(window.location.href);
    expect(screen.getByRole('dialog', { name: '分享' })).toBeTruthy();
  });

  it('copies the link and says so (or says that it failed)', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithPage(<View2 props={{ alwaysVisible: true }} data={undefined} id="tb" />, { path: '/en/home' });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copying failed'));
  });

  it('keeps the configured picture of a pop tool (e.g. WeChat)', async () => {
    renderWithPage(<View1 props={{ alwaysVisible: true }} data={undefined} id="tb" />, {
      bundle: fixtureBundle({ tools: [{ id: 1, type: 'pop', resName: '微信公众号', bouncePictureUrl: 'wx.qr.png', description: '扫码关注' }] as never }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '微信公众号' }));
    const pic = screen.getByRole('dialog', { name: '微信公众号' }).querySelector('img')!;
    expect(pic.getAttribute('src')).toBe('/rc-pub/front/files/get?id=wx.qr.png');
    expect([pic.width, pic.height]).toEqual([120, 120]);
    expect(document.querySelector('img[data-share-qr]')).toBeNull();
  });
});

describe('basket badge', () => {
  it('caps the shown count at 99+ while the accessible name keeps the real count', async () => {
    localStorage.setItem('basketList', JSON.stringify(Array.from({ length: 150 }, (_, i) => i)));
    renderWithPage(<View1 props={{ alwaysVisible: true }} data={undefined} id="tb" />);
    const basket = await screen.findByRole('button', { name: '引用篮中有150条' });
    expect(basket.querySelector('.badge')!.textContent).toBe('99+');
  });
});
