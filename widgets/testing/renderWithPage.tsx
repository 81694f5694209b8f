/**
 * Test helper for widget views: render inside a PageContext and an I18nextProvider built from a
 * fixture bundle, without the engine's page loading.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PageContext, type PageContextValue } from '../../engine/render/context';
import type { SiteBundle } from '../../engine/config/bundle';
import { createI18n } from '../../engine/i18n';
import { themeFor } from '../../engine/theme';
import { matchRoute } from '../../engine/routing/match';
import { isLang, uiLangOf, type Lang } from '../../engine/routing/pageKinds';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> | T[K] : T[K] };

export const fixtureSite = {
  id: 2,
  siteId: 2,
  sld: 'cmg',
  status: 0,
  name: '中国医学期刊',
  enName: 'Chinese Medical Journal',
  type: 'single',
  colour: 3,
  grayType: 0,
  logo: '/rc-pub/front/files/get?id=cmg.logo.svg',
  defaultLanguage: 'zh',
};

export const fixtureChannels = [
  { id: 1, name: '首页', enName: 'Home', code: 'index', enable: '1', children: [] },
  {
    id: 2,
    name: '期刊浏览',
    enName: 'Browse',
    code: 'directory',
    enable: '1',
    children: [
      { id: 21, name: '当期目录', enName: 'Current Issue', code: 'directory', enable: '1', children: [] },
      {
        id: 22,
        name: '过刊浏览',
        enName: 'Back Issues',
        code: 'item',
        route: 'issues',
        enable: '1',
        children: [{ id: 221, name: '按年浏览', enName: 'By Year', code: 'item', route: 'issues', enable: '1', children: [] }],
      },
      { id: 23, name: '网络首发', enName: 'Online First', code: 'singleFirst', enable: '1', children: [] },
    ],
  },
  { id: 3, name: '最新录用', enName: 'Just Accepted', code: 'latestOffer', enable: '1', children: [] },
  { id: 4, name: '编委会', enName: 'Editorial Board', code: 'editorial', enable: '1', children: [] },
  { id: 5, name: '资讯', enName: '', code: 'news', enable: '1', children: [] },
  { id: 6, name: '停用栏目', enName: 'Disabled', code: 'news', enable: '0', children: [] },
  { id: 7, name: '联系我们', enName: 'Contact', code: 'contact', enable: '1', children: [] },
  { id: 8, name: '投稿系统', enName: 'Submission', code: 'jump', linkValue: 'https://submit.example.org', enable: '1', children: [] },
];

export function fixtureBundle(over: DeepPartial<SiteBundle> = {}): SiteBundle {
  const base = {
    site: fixtureSite,
    group: null,
    header: {
      navStyle: 1,
      navDistribution: 1,
      isCeiling: 0,
      showLogin: 1,
      searchBox: 1,
      advSearch: 1,
      resourceSearch: 1,
      resourceType: '428;25;29',
      switchLanguage: 1,
      greeting: '欢迎访问本刊',
      enGreeting: 'Welcome to the journal',
      greetingConfig: { hasGreeting: false, greeting: '' },
      pcLogoUrl: '/rc-pub/front/files/get?id=cmg.logo.svg',
      enPcLogoUrl: '/rc-pub/front/files/get?id=cmg.logo-en.svg',
      logo: { hasLogo: true, logoUrl: '' },
      navBg: { hasNavBg: false, navBgUrl: '' },
      searchConfigs: { isShow: true, isShowSeniorSearch: true, isShowSearchOptions: true, resourceTypes: [428, 25, 29] },
      configData: { cssContent: '', customButtonList: [] },
    },
    footer: { showLogo: 1, backgroundColor: '#ebebeb', showVisits: 0 },
    publication: {},
    aggregated: {},
    basicInfo: {},
    tools: [],
    channels: fixtureChannels,
    searchConfig: [],
    commonCodes: {},
    power: { visitPower: true, downloadPower: true },
    functionalControl: [],
    aiqa: {},
    appInfo: {},
  };
  const merged: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = (base as Record<string, unknown>)[k];
    merged[k] = v && b && typeof v === 'object' && !Array.isArray(v) && typeof b === 'object' && !Array.isArray(b) ? { ...b, ...v } : v;
  }
  return merged as unknown as SiteBundle;
}

export interface PageOptions {
  path?: string;
  bundle?: SiteBundle;
  lang?: Lang;
}

export function pageContext(opts: PageOptions = {}): PageContextValue {
  const bundle = opts.bundle ?? fixtureBundle();
  const path = opts.path ?? '/zh/home';
  const [pathname, search = ''] = path.split('?');
  const route = matchRoute(pathname!, search);
  if (!route) throw new Error(`no route for ${path}`);
  const q = route.query.lang;
  const lang = opts.lang ?? route.lang ?? (isLang(q) ? q : 'zh');
  return {
    site: bundle.site,
    bundle,
    lang,
    uiLang: uiLangOf(lang),
    route,
    channel: null,
    theme: themeFor(bundle.site),
    mode: 'development',
  };
}

export function renderWithPage(ui: ReactElement, opts: PageOptions = {}): RenderResult & { ctx: PageContextValue } {
  const ctx = pageContext(opts);
  const i18n = createI18n(ctx.uiLang);
  const result = render(
    <PageContext.Provider value={ctx}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </PageContext.Provider>,
  );
  return Object.assign(result, { ctx });
}
