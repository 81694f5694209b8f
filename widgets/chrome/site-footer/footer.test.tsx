// @vitest-environment jsdom
import { createDataClient } from '../../../engine/data/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import SiteFooter from './View';
import { footerModel } from './model';
import { freshVisits, visitFlagKey } from './visits';
import type { ApiClient } from '../../../engine/data/api';
import { fixtureBundle, renderWithPage } from '../../testing/renderWithPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const full = {
  showLogo: 1,
  chLogo: '/rc-pub/front/files/get?id=cmg.footer.svg',
  enLogo: 'cmg.footer-en.svg',
  chLogoName: '中国医学期刊',
  enLogoName: 'CMJ',
  qrUrl: '/rc-pub/front/files/get?id=cmg.qr.png',
  qrMessage: '扫码关注',
  backgroundColor: '#ebebeb',
  postcode: '100000',
  phone: '010-12345678',
  email: 'office@example.org',
  fax: 'null',
  address: '北京市东城区',
  enAddress: 'Dongcheng, Beijing',
  linkAddress: 'https://beian.miit.gov.cn/',
  icp: '京ICP备12345678号-1',
  picp: '京公网安备 11010802012345号',
  picpLink: 'undefined',
  copyright: '版权所有 © 2024 本刊',
  enCopyright: '',
  showVisits: 0,
  sumVisits: 12345,
  todayVisits: 67,
  configData: { cssContent: 'footer p{margin:0}@import url(x.css);' },
};

const render = (footer: Record<string, unknown>, path = '/zh/home') =>
  renderWithPage(<SiteFooter props={{}} data={undefined} id="footer" />, { path, bundle: fixtureBundle({ footer }) });

describe('footerModel (absent strings)', () => {
  it('skips empty, "null" and "undefined" values', () => {
    const m = footerModel({ postcode: '', phone: 'null', email: 'undefined', fax: ' ', icp: 'null', copyright: 'undefined', address: '', qrUrl: 'null' }, 'zh');
    expect(m.contacts).toEqual([]);
    expect(m.icp).toBeUndefined();
    expect(m.copyright).toBeUndefined();
    expect(m.address).toBeUndefined();
    expect(m.qr).toBeUndefined();
  });
  it('picks the theme from backgroundColor', () => {
    expect(footerModel({ backgroundColor: '#EBEBEB' }, 'zh').theme).toBe('light');
    expect(footerModel({ backgroundColor: '#222222' }, 'zh')).toMatchObject({ theme: 'dark', darkBackground: '#222222' });
    expect(footerModel({ backgroundColor: '#ffffff' }, 'zh')).toMatchObject({ theme: 'dark', darkBackground: undefined });
    expect(footerModel({}, 'zh').theme).toBe('dark');
  });
  it('shows the logo only with showLogo 1 and the visit counter only with showVisits 1', () => {
    expect(footerModel({ showLogo: 0, chLogo: 'a.svg' }, 'zh').logo).toBeUndefined();
    expect(footerModel({ showLogo: 1, chLogo: 'a.svg' }, 'zh').logo?.src).toBe('/rc-pub/front/files/get?id=a.svg');
    expect(footerModel({ showVisits: 0, sumVisits: 5 }, 'zh').visits).toBeUndefined();
    expect(footerModel({ showVisits: 1, sumVisits: 5, todayVisits: 1 }, 'zh').visits).toEqual({ sum: 5, today: 1 });
  });
});

describe('site-footer view', () => {
  it('renders the Chinese lines, light theme, QR and notices', () => {
    const { container } = render(full);
    const footer = screen.getByRole('contentinfo');
    expect(footer.getAttribute('data-footer-theme')).toBe('light');
    expect(screen.getByAltText('中国医学期刊').getAttribute('src')).toBe('/rc-pub/front/files/get?id=cmg.footer.svg');
    expect(container.querySelector('[data-line="postcode"]')!.textContent).toBe('邮编：100000');
    expect(container.querySelector('[data-line="phone"]')!.textContent).toBe('电话：010-12345678');
    expect(screen.getByRole('link', { name: 'office@example.org' }).getAttribute('href')).toBe('mailto:office@example.org');
    expect(container.querySelector('[data-line="fax"]')).toBeNull();
    expect(container.querySelector('[data-line="address"]')!.textContent).toBe('地址：北京市东城区');
    const icp = screen.getByRole('link', { name: '京ICP备12345678号-1' });
    expect(icp.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(container.querySelector('[data-line="picp"] a')).toBeNull(); // picpLink 'undefined' is absent
    expect(container.querySelector('[data-line="picp"]')!.textContent).toBe('京公网安备 11010802012345号');
    expect(container.querySelector('[data-line="copyright"]')!.textContent).toBe('版权所有 © 2024 本刊');
    const qr = screen.getByAltText('扫码关注') as HTMLImageElement;
    expect([qr.width, qr.height]).toEqual([100, 100]);
    expect(container.querySelector('[data-line="visits"]')).toBeNull();
    expect(screen.getByText('建议使用Chrome或IE9及以上版本浏览器浏览本网站。')).toBeTruthy();
    expect(screen.getByText(/本网站使用Cookie/)).toBeTruthy();
    const sitemap = container.querySelector('a[href="/sitemap.txt"]')!;
    expect(sitemap.getAttribute('aria-hidden')).toBe('true');
    const style = container.querySelector('style[data-footer-css]')!;
    expect(style.textContent).toBe('footer p{margin:0}');
  });

  it('renders the English lines, falling back to Chinese for absent English copies', () => {
    const { container } = render(full, '/en/home');
    expect(screen.getByAltText('CMJ').getAttribute('src')).toBe('/rc-pub/front/files/get?id=cmg.footer-en.svg');
    expect(container.querySelector('[data-line="postcode"]')!.textContent).toBe('Postcode: 100000');
    expect(container.querySelector('[data-line="address"]')!.textContent).toBe('Address: Dongcheng, Beijing');
    expect(container.querySelector('[data-line="copyright"]')!.textContent).toBe('版权所有 © 2024 本刊');
    expect(screen.getByText('Chrome or IE9+ browser is recommended for the best viewing experience.')).toBeTruthy();
    expect(screen.getByText(/This website uses cookies/)).toBeTruthy();
  });

  it('shows visits only when showVisits is 1 and the dark theme otherwise', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined))); // the refresh never answers here
    const { container } = render({ ...full, showVisits: 1, backgroundColor: '#1b1b1b' });
    expect(container.querySelector('[data-line="visits"]')!.textContent).toBe('总访问量：12345今日访问量：67');
    expect(screen.getByRole('contentinfo').getAttribute('data-footer-theme')).toBe('dark');
  });

  it('hides the logo without showLogo and renders with an empty config', () => {
    const { container } = render({ showLogo: 0, chLogo: 'x.svg' });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('style')).toBeNull();
  });
});

/** A fetch stub answering the footer's two calls like the server does. */
function stubServer(counters = { sumVisits: 12346, todayVisits: 68 }) {
  const calls: { method: string; url: string; body?: unknown; headers: Record<string, string> }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined, headers: (init.headers ?? {}) as Record<string, string> });
    const data = url.startsWith('/rc-pub/front/site/visit') ? counters : { ...full, ...counters };
    return new Response(JSON.stringify({ status: 0, data, message: 'success' }), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

describe('site-footer visit counter (refreshed on mount)', () => {
  it('counts the visit once per session and site, then shows the fresh counters', async () => {
    const { calls } = stubServer();
    const { container, unmount } = render({ ...full, showVisits: 1 });
    // Server and first client render agree: the bundle's counters.
    expect(container.querySelector('[data-line="visits"]')!.textContent).toBe('总访问量：12345今日访问量：67');
    await waitFor(() => expect(container.querySelector('[data-line="visits"]')!.textContent).toBe('总访问量：12346今日访问量：68'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/rc-pub/front/site/visit', body: { siteId: 2 } });
    expect(calls[0]!.headers).toMatchObject({ 'content-type': 'application/json', siteId: '2', language: 'zh' });
    expect(sessionStorage.getItem(visitFlagKey(2))).toBe('1');
    unmount();

    // Same session (e.g. the next page): no second count, the counters are read again.
    const again = render({ ...full, showVisits: 1 });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.method).toBe('GET');
    expect(calls[1]!.url).toMatch(/^\/rc-pub\/front\/site\/getFooterConfig\?siteId=2&timestamp=\d+$/);
    await waitFor(() => expect(again.container.querySelector('[data-line="visits"]')!.textContent).toBe('总访问量：12346今日访问量：68'));
  });

  it('makes no call and shows no counter when showVisits is not 1', async () => {
    const { fetch } = stubServer();
    const { container } = render({ ...full, showVisits: 0 });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(container.querySelector('[data-line="visits"]')).toBeNull();
  });

  it('keeps the bundle counters when the server cannot be reached', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetch);
    const { container } = render({ ...full, showVisits: 1 });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('[data-line="visits"]')!.textContent).toBe('总访问量：12345今日访问量：67');
    expect(sessionStorage.getItem(visitFlagKey(2))).toBeNull(); // not counted: the next mount tries again
  });
});

describe('freshVisits', () => {
  const store = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
  };

  it('falls back to the footer config when the count is refused, without marking the session', async () => {
    const s = store();
    const api: ApiClient = {
      post: vi.fn(async () => ({ status: 400, data: null, message: 'body/siteId is required' })) as ApiClient['post'],
      get: vi.fn(async () => ({ status: 0, data: { sumVisits: 9, todayVisits: 2 }, message: 'success' })) as ApiClient['get'],
    };
    expect(await freshVisits(createDataClient(api), 735, s)).toEqual({ sum: 9, today: 2 });
    expect(s.getItem(visitFlagKey(735))).toBeNull();
    expect(api.get).toHaveBeenCalledWith('/front/site/getFooterConfig', { siteId: 735 });
  });

  it('counts each site separately', async () => {
    const s = store();
    const api: ApiClient = {
      post: vi.fn(async () => ({ status: 0, data: { sumVisits: 1, todayVisits: 1 }, message: 'success' })) as ApiClient['post'],
      get: vi.fn(async () => ({ status: 0, data: { sumVisits: 2, todayVisits: 2 }, message: 'success' })) as ApiClient['get'],
    };
    await freshVisits(createDataClient(api), 735, s);
    await freshVisits(createDataClient(api), 502, s);
    await freshVisits(createDataClient(api), 735, s);
    expect(vi.mocked(api.post).mock.calls.map((c) => c[1])).toEqual([{ siteId: 735 }, { siteId: 502 }]);
    expect(api.get).toHaveBeenCalledTimes(1);
  });
});
