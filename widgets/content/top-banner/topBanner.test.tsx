// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import TopBanner from './View';
import { bannerHref, type TopBannerProps } from './model';
import { PageContext, type PageContextValue } from '../../../engine/render/context';
import { createI18n } from '../../../engine/i18n';
import { fixtureBundle, pageContext, renderWithPage } from '../../testing/renderWithPage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const images = [
  { src: 'a.svg', href: 'about', alt: '期刊简介', enAlt: 'About the journal' },
  { src: '/rc-pub/front/files/get?id=b.svg', href: 'https://www.example.org/cfp', alt: '征稿启事', enAlt: 'Call for papers' },
  { src: 'c.svg', alt: '编委会' },
];

function withPage(ui: React.ReactElement, ctx: PageContextValue) {
  return (
    <PageContext.Provider value={ctx}>
      <I18nextProvider i18n={createI18n(ctx.uiLang)}>{ui}</I18nextProvider>
    </PageContext.Provider>
  );
}

const view = (props: TopBannerProps) => <TopBanner props={props} data={undefined} id="tb" />;
const visible = () => document.querySelector<HTMLElement>('[aria-roledescription="slide"]:not([hidden])')!;

describe('top-banner carousel', () => {
  it('shows one slide at a time; previous / next, dots and arrow keys move it', () => {
    renderWithPage(view({ images }), { path: '/cmg/zh/home' });
    const region = screen.getByRole('region', { name: '横幅' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(visible()).getByAltText('期刊简介')).toBeTruthy();
    expect(visible().getAttribute('aria-label')).toBe('第1张，共3张');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(within(visible()).getByAltText('征稿启事')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '第3张' }));
    expect(within(visible()).getByAltText('编委会')).toBeTruthy();
    expect(screen.getByRole('button', { name: '第3张' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '下一张' })); // wraps around
    expect(within(visible()).getByAltText('期刊简介')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: '上一张' }), { key: 'ArrowLeft' });
    expect(within(visible()).getByAltText('编委会')).toBeTruthy();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(within(visible()).getByAltText('期刊简介')).toBeTruthy();
  });

  it('links keep the site label; external links open in a new tab', () => {
    renderWithPage(view({ images }), { path: '/cmg/zh/home' });
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-top-banner] a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/cmg/zh/about?slds=cmg', 'https://www.example.org/cfp']);
    expect(links[1]!.target).toBe('_blank');
    expect(links[1]!.rel).toBe('noopener noreferrer');
    expect(screen.getByAltText('期刊简介').getAttribute('src')).toBe('/rc-pub/front/files/get?id=a.svg');
  });

  it('uses the English text alternatives on English pages (Chinese when absent)', () => {
    renderWithPage(view({ images }), { path: '/en/home' });
    expect(screen.getByAltText('About the journal')).toBeTruthy();
    expect(screen.getByAltText('编委会')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Banner' })).toBeTruthy();
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/en/about');
  });

  it('does not move by itself', () => {
    vi.useFakeTimers();
    renderWithPage(view({ images }));
    vi.advanceTimersByTime(30_000);
    expect(within(visible()).getByAltText('期刊简介')).toBeTruthy();
  });
});

describe('top-banner sources', () => {
  it('one picture shows plain, without carousel controls', () => {
    renderWithPage(view({ images: [images[0]!] }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: '期刊简介' }).getAttribute('href')).toBe('/zh/about');
  });

  it("falls back to the current channel's banner", () => {
    const ctx = {
      ...pageContext({ path: '/zh/news' }),
      channel: { id: 5, name: '资讯', enName: 'News', code: 'news', bannerUrl: 'news.banner.png' },
    } as PageContextValue;
    render(withPage(view({}), ctx));
    const img = screen.getByAltText('资讯');
    expect(img.getAttribute('src')).toBe('/rc-pub/front/files/get?id=news.banner.png');
    expect(img.style.objectFit).toBe('cover');
    expect(document.querySelector('[data-top-banner]')!.getAttribute('data-banner-source')).toBe('channel');
  });

  it("then to the site's picture, shown whole (a journal cover)", () => {
    renderWithPage(view({}), { bundle: fixtureBundle({ site: { pictureUrl: 'cmg.cover.svg' } }) });
    const img = screen.getByAltText('中国医学期刊');
    expect(img.getAttribute('src')).toBe('/rc-pub/front/files/get?id=cmg.cover.svg');
    expect(img.style.objectFit).toBe('contain');
  });

  it('renders nothing without any picture', () => {
    const { container } = renderWithPage(view({ images: [] }));
    expect(container.innerHTML).toBe('');
  });
});

describe('bannerHref', () => {
  const sld = { route: { family: 'sld' as const, sld: 'amr', query: {} }, lang: 'en' as const };
  it('keeps slds on in-site links and drops unsafe ones', () => {
    expect(bannerHref('/aboutus?lang=en', sld)).toEqual({ href: '/aboutus?lang=en&slds=amr', external: false });
    expect(bannerHref('issues', sld)).toEqual({ href: '/amr/en/issues?slds=amr', external: false });
    expect(bannerHref('/amr/zh/about', sld)).toEqual({ href: '/amr/zh/about?slds=amr', external: false });
    // A member journal linked from its group's site keeps its own site label only.
    expect(bannerHref('/jnem/home', sld)).toEqual({ href: '/jnem/home', external: false });
    expect(bannerHref('https://x.example.org', sld)).toEqual({ href: 'https://x.example.org', external: true });
    expect(bannerHref('javascript:alert(1)', sld)).toBeUndefined();
    expect(bannerHref('null', sld)).toBeUndefined();
  });
});
