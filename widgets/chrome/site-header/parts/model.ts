/**
 * Everything a header style needs, derived once from the page: logo, greeting, menu with links,
 * user area, language toggle, custom buttons, group entrance and search settings. Pure with
 * respect to the page, so server and client compute the same model.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../../../engine/i18n/useTranslation';
import type { TFunction } from 'i18next';
import { usePage, type PageContextValue } from '../../../../engine/render/context';
import { buildMenu, linkRoute, queryString, withSlds, type MenuNode } from '../../../../engine/routing/menu';
import { sitePath, withLang } from '../../../../engine/routing/links';
import type { RouteMatch } from '../../../../engine/routing/match';
import type { Lang, PageKind, UiLang } from '../../../../engine/routing/pageKinds';
import { byLang, fileUrl, flag, isExternal, safeHref, text } from '../../../shared/text';
import type { CustomButton, HeaderConfig } from '../../../../schemas/generated/types';
import { boxSearchTypes, type SearchTypeName } from './search';


export interface CustomButtonView {
  key: string;
  label: string;
  href?: string;
  icon?: string;
  newTab: boolean;
}

/** Spec 2.2: on these pages the title navigation is hidden (HeaderFrame shows a slim header). */
export const ACCOUNT_PAGE_KINDS: readonly PageKind[] = ['login', 'quickLogin', 'register', 'forgetCode', 'accountBinding', 'personal'];

/** Spec 2.4: the legacy author-portal button exists only on this site. */
export const AUTHOR_PORTAL_SITE_ID = 735;

export interface HeaderModel {
  page: PageContextValue;
  siteId?: number;
  t: TFunction;
  uiLang: UiLang;
  lang: Lang;
  /** The route family links are built in (plain pages with ?slds keep their site). */
  linkRoute: Pick<RouteMatch, 'family' | 'sld'>;
  siteName: string;
  homeHref: string;
  logoSrc?: string;
  mobileLogoSrc?: string;
  showLogo: boolean;
  greeting?: string;
  menu: MenuNode[];
  /** Overflow into More (navDistribution 1) or spread evenly (0). */
  overflow: boolean;
  showLogin: boolean;
  loginHref: string;
  registerHref: string;
  personalHref: string;
  showLangToggle: boolean;
  langToggleHref: string;
  otherLang: UiLang;
  customButtons: CustomButtonView[];
  groupEntrance?: { href: string; label: string };
  /** Legacy author portal (site 735 with configData.authorPortalUrl only). */
  authorPortal?: { href: string; newTab: boolean };
  /** An account page: slim header without menu, search or side menu. */
  accountPage: boolean;
  /** The visible home-page link (on /personal). */
  showHomeLink: boolean;
  search: {
    show: boolean;
    types: SearchTypeName[];
    advancedHref?: string;
  };
  navBgUrl?: string;
  backgroundUrl?: string;
  /** isCeiling/ceiling: always fixed at the top. */
  ceiling: boolean;
  /** May become fixed after scrolling (not on article pages). */
  stickyAllowed: boolean;
  currentPath: string;
}

/** The header config as the schema types it (schemas/header-config.schema.json). */
type HeaderLike = HeaderConfig;

type CustomButtonLike = CustomButton;

interface SiteLike {
  siteId?: number;
  id?: number;
  sld?: string;
  name?: string;
  enName?: string;
  publicationName?: string;
  enPublicationName?: string;
  logo?: string;
}


/** The first 3 enabled custom buttons (spec 3, 5). */
export function customButtonsOf(header: HeaderLike, uiLang: UiLang): CustomButtonView[] {
  return (header.configData?.customButtonList ?? [])
    .filter((b) => b.customButtonStatus === 1)
    .slice(0, 3)
    .map((b, i) => {
      const href = safeHref(b.customButtonLinkValue);
      return {
        key: `cb${i}`,
        label: (uiLang === 'en' ? text(b.customButtonEnName) : undefined) ?? text(b.customButtonName) ?? '',
        href,
        icon: fileUrl(b.customButtonPcUrl),
        newTab: !!href && isExternal(href),
      };
    })
    .filter((b) => b.label || b.icon);
}

/**
 * The header greeting: with greetingConfig.hasGreeting its text (English pages prefer enGreeting,
 * since greetingConfig holds one language only); otherwise greeting / enGreeting by language.
 */
export function greetingOf(header: HeaderLike, uiLang: UiLang): string | undefined {
  if (header.greetingConfig?.hasGreeting) {
    const configured = text(header.greetingConfig.greeting);
    return uiLang === 'en' ? (text(header.enGreeting) ?? configured) : (configured ?? text(header.greeting));
  }
  return uiLang === 'en' ? text(header.enGreeting) : text(header.greeting);
}

/** The legacy author-portal link: only on site 735 and only with a usable configData.authorPortalUrl. */
export function authorPortalOf(header: HeaderLike, siteId: number | undefined): { href: string; newTab: boolean } | undefined {
  if (siteId !== AUTHOR_PORTAL_SITE_ID) return undefined;
  const href = safeHref(header.configData?.authorPortalUrl);
  return href ? { href, newTab: isExternal(href) } : undefined;
}

/** Desktop logo: pcLogo / enPcLogo (URL, else file id), else logo.logoUrl, else the site logo. */
export function logoOf(header: HeaderLike, site: SiteLike, uiLang: UiLang): { src?: string; mobile?: string; show: boolean } {
  const show = header.logo?.hasLogo !== false;
  const zhPc = fileUrl(header.pcLogoUrl) ?? fileUrl(header.pcLogo);
  const enPc = fileUrl(header.enPcLogoUrl) ?? fileUrl(header.enPcLogo);
  const src = (uiLang === 'en' ? (enPc ?? zhPc) : zhPc) ?? fileUrl(header.logo?.logoUrl) ?? fileUrl(site.logo);
  const zhM = fileUrl(header.mobileLogoUrl) ?? fileUrl(header.mobileLogo);
  const enM = fileUrl(header.enMobileLogoUrl) ?? fileUrl(header.enMobileLogo);
  const mobile = (uiLang === 'en' ? (enM ?? zhM) : zhM) ?? src;
  return { src, mobile, show };
}

function currentPathOf(route: RouteMatch): string {
  return `${route.pathname}${queryString(route.query)}`;
}

/** The language toggle target: the same page in the other interface language. */
export function langToggleHref(route: RouteMatch, other: UiLang): string {
  if (route.family === 'plain') return `${route.pathname}${queryString({ ...route.query, lang: other })}`;
  return withLang(route, other);
}

// The menu depends only on the channels (the same object for every page of a site while its
// config is unchanged: the page server keeps bundles) and on the language and link form, so it
// is built once per combination instead of on every page view. Menu nodes are never modified.
const menus = new WeakMap<object, Map<string, MenuNode[]>>();

function menuOf(channels: PageContextValue['bundle']['channels'], uiLang: UiLang, lr: ReturnType<typeof linkRoute>, lang: Lang, siteId: number | string | null | undefined): MenuNode[] {
  if (!channels) return buildMenu(channels, uiLang, { route: lr, lang, siteId });
  let byKey = menus.get(channels);
  if (!byKey) menus.set(channels, (byKey = new Map()));
  const key = `${uiLang}|${lr.family}|${lr.sld ?? ''}|${lang}|${siteId ?? ''}`;
  let menu = byKey.get(key);
  if (!menu) byKey.set(key, (menu = buildMenu(channels, uiLang, { route: lr, lang, siteId })));
  return menu;
}

export function buildHeaderModel(page: PageContextValue, t: TFunction): HeaderModel {
  const { bundle, uiLang, lang, route } = page;
  const header = (bundle.header ?? {}) as HeaderLike;
  const site = (bundle.site ?? {}) as SiteLike;
  const lr = linkRoute(route);
  const queryPage = (name: string, extra: Record<string, string> = {}) => withSlds(`/${name}${queryString({ lang, ...extra })}`, lr);
  const currentPath = currentPathOf(route);
  const logo = logoOf(header, site, uiLang);
  const siteId = site.siteId ?? site.id;
  // directory/backissue items without a chosen period link to /{lang}/issue/ (the current issue)
  const menu = menuOf(bundle.channels, uiLang, lr, lang, siteId);
  const other: UiLang = uiLang === 'zh' ? 'en' : 'zh';
  const group = bundle.group as SiteLike | null;
  const searchShow = header.searchBox !== 0 && header.searchConfigs?.isShow !== false;
  const advanced = header.advSearch !== 0 && header.searchConfigs?.isShowSeniorSearch !== false;
  return {
    page,
    siteId,
    t,
    uiLang,
    lang,
    linkRoute: lr,
    siteName: byLang(uiLang, site.name ?? site.publicationName, site.enName ?? site.enPublicationName) ?? '',
    homeHref: withSlds(sitePath(lr, lang, 'home'), lr),
    logoSrc: logo.src,
    mobileLogoSrc: logo.mobile,
    showLogo: logo.show && !!logo.src,
    greeting: greetingOf(header, uiLang),
    menu,
    overflow: header.navDistribution !== 0,
    showLogin: flag(header.showLogin),
    loginHref: queryPage('login', { url: currentPath }),
    registerHref: queryPage('register'),
    personalHref: queryPage('personal'),
    showLangToggle: header.switchLanguage === 1,
    langToggleHref: langToggleHref(route, other),
    otherLang: other,
    customButtons: customButtonsOf(header, uiLang),
    groupEntrance:
      group && group.sld
        ? {
            href: sitePath({ family: 'sld', sld: group.sld }, lang, 'home'),
            label: byLang(uiLang, group.name ?? group.publicationName, group.enName ?? group.enPublicationName) ?? t('header.groupEntrance'),
          }
        : undefined,
    authorPortal: authorPortalOf(header, siteId),
    accountPage: ACCOUNT_PAGE_KINDS.includes(route.pageKind),
    showHomeLink: route.pageKind === 'personal',
    search: {
      show: searchShow,
      types: boxSearchTypes(header, site),
      advancedHref: advanced ? queryPage('seniorSearch') : undefined,
    },
    navBgUrl: header.navBg?.hasNavBg ? fileUrl(header.navBg.navBgUrl) : undefined,
    backgroundUrl: fileUrl(header.backgroundUrl) ?? fileUrl(header.backgroundCoverId),
    ceiling: flag(header.isCeiling) || flag(header.ceiling),
    stickyAllowed: route.pageKind !== 'article' && route.pageKind !== 'thesisDetails',
    currentPath,
  };
}

/** The header model of the current page. */
export function useHeaderModel(): HeaderModel {
  const page = usePage();
  const { t } = useTranslation();
  return useMemo(() => buildHeaderModel(page, t), [page, t]);
}

