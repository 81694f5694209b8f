/**
 * Navigation menu rules (spec 5) and link building for every menu code (spec 2.3), in both route
 * families. Pure functions: used by the header, the side menu, the toolbar and the page server.
 */
import type { Lang, UiLang } from './pageKinds';
import { matchRoute, type RouteMatch } from './match';
import { sitePath } from './links';

/** The fields of a channel (menu item) the menu needs; a generated `Channel` satisfies it. */
export interface MenuChannel {
  id?: number | string | null;
  parentId?: number | string | null;
  name?: string | null;
  enName?: string | null;
  code?: string | null;
  linkValue?: string | null;
  route?: string | null;
  bannerId?: number | string | null;
  bannerUrl?: string | null;
  newsDataType?: number | string | null;
  styleId?: number | string | null;
  enable?: number | string | null;
  siteId?: number | string | null;
  children?: MenuChannel[] | null;
  parentIndex?: number | string | null;
}

/** Codes never shown in the menu (spec 5). */
export const EXCLUDED_MENU_CODES: readonly string[] = [
  'situation',
  'reader',
  'contact',
  'carousel',
  'quick',
  'selnews',
  'selmag',
  'selarticle',
  'priority',
  'column',
  'introduce',
  'subaboutus',
  'subcontact',
  'first',
  'selPicture',
];

/** Columns whose direct children are never shown in the menu. */
export const CHILDLESS_MENU_CODES: readonly string[] = ['index', 'science'];

/** Deepest menu level shown (spec 2.4: up to three levels). */
export const MAX_MENU_DEPTH = 3;

/** The name of a channel in the interface language (enName in English), trimmed; '' when absent. */
export function channelName(c: Pick<MenuChannel, 'name' | 'enName'>, uiLang: UiLang): string {
  const v = uiLang === 'en' ? c.enName : c.name;
  return typeof v === 'string' ? v.trim() : '';
}

export type MenuItemState = 'visible' | 'forbidden' | 'languageMissing' | 'excluded';

/** Why one channel is or is not shown (its own fields only; the parent rule is in filterMenu). */
export function menuItemState(c: MenuChannel, uiLang: UiLang, excluded: readonly string[] = EXCLUDED_MENU_CODES): MenuItemState {
  if (String(c.enable ?? '') !== '1') return 'forbidden';
  if (!channelName(c, uiLang)) return 'languageMissing';
  if (c.code && excluded.includes(c.code)) return 'excluded';
  return 'visible';
}

export interface MenuFilterResult<C extends MenuChannel> {
  /** The visible tree (copies; children filtered the same way, at most MAX_MENU_DEPTH levels). */
  visible: C[];
  /** Enabled items lacking a name in the interface language. */
  languageMissing: C[];
  /** Items not enabled (enable is not '1'). */
  forbidden: C[];
}

export interface MenuFilterOptions {
  excluded?: readonly string[];
  maxDepth?: number;
}

/**
 * The menu of spec 5: an item is shown when enable is '1', its name (enName in English) is
 * non-empty, its code is not excluded, and it is not a direct child of the index or science
 * column. Items lacking a name are collected as language-missing; disabled ones as forbidden.
 */
export function filterMenu<C extends MenuChannel>(
  channels: readonly C[] | null | undefined,
  uiLang: UiLang,
  opts: MenuFilterOptions = {},
): MenuFilterResult<C> {
  const excluded = opts.excluded ?? EXCLUDED_MENU_CODES;
  const maxDepth = opts.maxDepth ?? MAX_MENU_DEPTH;
  const languageMissing: C[] = [];
  const forbidden: C[] = [];
  const walk = (list: readonly C[], depth: number): C[] => {
    const out: C[] = [];
    for (const c of list) {
      const state = menuItemState(c, uiLang, excluded);
      if (state === 'forbidden') forbidden.push(c);
      else if (state === 'languageMissing') languageMissing.push(c);
      if (state !== 'visible') continue;
      const kids = (c.children ?? []) as C[];
      const childless = !!c.code && CHILDLESS_MENU_CODES.includes(c.code);
      const children = !childless && depth < maxDepth && kids.length ? walk(kids, depth + 1) : [];
      out.push({ ...c, children });
    }
    return out;
  };
  return { visible: walk(channels ?? [], 1), languageMissing, forbidden };
}

// ---------------------------------------------------------------------------------------------
// Links

export interface MenuLink {
  href: string;
  /** Open in a new tab (jump links). */
  newTab: boolean;
  /** Points outside the portal. */
  external: boolean;
}

export interface MenuLinkContext {
  route: Pick<RouteMatch, 'family' | 'sld'>;
  /** URL language of the page. */
  lang: Lang;
  /** Position of the item among its siblings. */
  index?: number;
  /** Position of the top-level ancestor, for items below the top level (the channel's own parentIndex otherwise). */
  parentIndex?: number;
  /** The parent channel, when the item is a child. */
  parent?: MenuChannel | null;
  /** Site id, for /newPeriodIntroduce/{siteId}/{channelId}/{lang}/. */
  siteId?: number | string | null;
  /** Current period for directory/backissue items without a chosen period. */
  period?: { year: number | string; issue: number | string } | null;
  /** First editorial-board member id (expert list), for editorial items. */
  firstExpertId?: number | string | null;
  /** Back-issue items go to the /academic query page instead of /{lang}/issue/. */
  backIssueAcademic?: boolean;
}

/** True for a stored URL that can be opened: non-empty and not the text null/undefined. */
export function isUsableUrl(v: string | null | undefined): v is string {
  if (typeof v !== 'string') return false;
  const s = v.trim();
  return s !== '' && s !== 'null' && s !== 'undefined';
}

/** A URL safe to put in href: http(s), mailto, protocol-relative or relative; never javascript: etc. */
export function isSafeHref(v: string): boolean {
  const s = v.trim().replace(/[\u0000-\u001f\s]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(s);
  return !scheme || /^(https?|mailto|tel)$/i.test(scheme[1]!);
}

export type QueryValue = string | number | null | undefined;

/** `?a=1&b=2` from the defined, non-empty values, in order; '' when none. */
export function queryString(params: Record<string, QueryValue>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    qs.append(k, String(v));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/**
 * The route family links are built in: a plain page (spec 2.2) reached with `?slds=<label>` builds
 * links as a site-label route of that site, so the site is kept while browsing.
 */
export function linkRoute(route: Pick<RouteMatch, 'family' | 'sld' | 'query'>): Pick<RouteMatch, 'family' | 'sld'> {
  if (route.family === 'plain' && route.query?.slds) return { family: 'sld', sld: route.query.slds };
  return { family: route.family, sld: route.sld };
}

/** Append the slds query parameter on site-label routes (spec 2.2); other links unchanged. */
export function withSlds(href: string, route: Pick<RouteMatch, 'family' | 'sld'>): string {
  if (route.family !== 'sld' || !route.sld) return href;
  const hashAt = href.indexOf('#');
  const base = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}slds=${encodeURIComponent(route.sld)}${hash}`;
}

const PERIOD_RE = /^\s*(\d{4})\s*[/\-_,;]\s*(\d{1,3})\s*$/;

/** A chosen period stored in linkValue ("2024/3", "2024-3"), if any. */
export function periodOf(linkValue: string | null | undefined): { year: string; issue: string } | null {
  const m = linkValue ? PERIOD_RE.exec(linkValue) : null;
  return m ? { year: m[1]!, issue: m[2]! } : null;
}

const ABOUT_CODES = ['periodIntroduce', 'introduce', 'reader', 'situation', 'column'];
const ABOUTUS_CODES = ['aboutus', 'subaboutus', 'subcontact', 'contact'];

/** Is `/{code}` one of the top-level pages of spec 2.2 (as opposed to a channel code)? */
function isPlainPage(code: string): boolean {
  return matchRoute(`/${code}`)?.family === 'plain';
}

function enc(v: string | number | null | undefined): string {
  return encodeURIComponent(String(v ?? ''));
}

/**
 * The link of a menu item by its code (spec 2.3) in the current route family, or null when the
 * item has no link (a jump item with an empty or 'null'/'undefined' URL, an item without code).
 * In-site links on site-label routes carry the slds parameter.
 */
export function menuLink(c: MenuChannel, ctx: MenuLinkContext): MenuLink | null {
  const { route, lang } = ctx;
  const code = (c.code ?? '').trim();
  const id = c.id ?? '';
  const name = (lang === 'zh' ? c.name : c.enName) || c.name || c.enName || '';
  const isChild = ctx.parent !== undefined && ctx.parent !== null;
  const inSite = (path: string, query: Record<string, QueryValue> = {}): MenuLink => ({
    href: withSlds(`${sitePath(route, lang, path)}/${queryString(query)}`, route),
    newTab: false,
    external: false,
  });
  const queryPage = (page: string, query: Record<string, QueryValue>): MenuLink => ({
    href: withSlds(`/${page}${queryString({ ...query, lang })}`, route),
    newTab: false,
    external: false,
  });
  const parentIndex = ctx.parentIndex ?? (c.parentIndex !== null && c.parentIndex !== undefined && c.parentIndex !== '' ? c.parentIndex : undefined);
  const common = {
    columnId: id,
    code,
    index: ctx.index,
    parentIndex,
    bannerId: c.bannerId,
    childId: isChild ? id : undefined,
  };

  if (code === 'jump') {
    if (!isUsableUrl(c.linkValue) || !isSafeHref(c.linkValue)) return null;
    return { href: c.linkValue.trim(), newTab: true, external: true };
  }
  if (ctx.parent?.code === 'index') return queryPage('homeNav', { index: 0 });

  switch (code) {
    case '':
      return null;
    case 'index':
      return route.family === 'sld' && route.sld
        ? { href: withSlds(sitePath(route, lang, ''), route), newTab: false, external: false }
        : { href: '/', newTab: false, external: false };
    case 'directory':
    case 'backissue': {
      const p = periodOf(c.linkValue) ?? ctx.period ?? null;
      if (ctx.backIssueAcademic) {
        return queryPage('academic', { ...common, type: code, date: p ? `${p.year}-${p.issue}` : undefined });
      }
      return inSite(p ? `issue/${enc(p.year)}/${enc(p.issue)}` : 'issue');
    }
    case 'singleFirst':
      return inSite('onlineFirst');
    case 'latestOffer':
      return inSite('justAccepted');
    case 'newPeriodIntroduce':
      return {
        href: withSlds(`/newPeriodIntroduce/${enc(ctx.siteId ?? c.siteId)}/${enc(id)}/${lang}/`, route),
        newTab: false,
        external: false,
      };
    case 'virtualAlbum':
    case 'newAlbum':
      return inSite(`collectionList/${enc(id)}`);
    case 'item':
    case 'newItem': {
      const r = (c.route ?? '').trim().replace(/^\/+|\/+$/g, '');
      if (r && isUsableUrl(r) && !/^[a-z][a-z0-9+.-]*:/i.test(r)) return inSite(r.split('/').map(encodeURIComponent).join('/'));
      return inSite(`info/${enc(id)}`);
    }
    case 'newNews':
      return inSite(`newsInfo/${enc(id)}/0`);
    case 'editorial':
      return inSite(`editorial-board/${enc(id)}/${enc(ctx.firstExpertId ?? 0)}`);
    case 'newComposite':
      return inSite(`newcomposite/${enc(id)}`);
    case 'science':
      return queryPage('science', { ...common, type: code });
    case 'newLeaguage':
      return queryPage('newLeaguage', common);
    case 'newLink':
      return queryPage('newLink1', { ...common, type: code });
    default:
      break;
  }
  if (ABOUT_CODES.includes(code)) return inSite(`about/${enc(id)}`);
  if (ABOUTUS_CODES.includes(code)) return queryPage('aboutus', common);

  // conference, prePublication, html, mixed, common codes and any other code: /{code} with query
  // parameters when it is a page of its own (spec 2.2), else the channel page /{lang}/{code}/.
  const query = {
    columnId: id,
    columnName: name,
    index: ctx.index,
    parentIndex,
    code,
    bannerId: c.bannerId,
    childId: isChild ? id : undefined,
    newsDataType: c.newsDataType,
  };
  if (isPlainPage(code)) return queryPage(code, query);
  return inSite(encodeURIComponent(code), query);
}

/** A visible menu tree with links, ready for rendering. */
export interface MenuNode {
  key: string;
  label: string;
  code: string;
  link: MenuLink | null;
  children: MenuNode[];
  channel: MenuChannel;
}

/**
 * Filter a channel tree and attach links: `index` is the item's position among its siblings,
 * `parentIndex` the position of its top-level ancestor (children only). Duplicate ids at one level
 * are removed (spec 4).
 */
export function buildMenu(
  channels: readonly MenuChannel[] | null | undefined,
  uiLang: UiLang,
  ctx: Omit<MenuLinkContext, 'index' | 'parentIndex' | 'parent'>,
  opts: MenuFilterOptions = {},
): MenuNode[] {
  const { visible } = filterMenu(channels, uiLang, opts);
  const walk = (list: readonly MenuChannel[], top: number | undefined, parent: MenuChannel | null, path: string): MenuNode[] => {
    const seen = new Set<string>();
    const out: MenuNode[] = [];
    list.forEach((c) => {
      const idKey = c.id !== undefined && c.id !== null ? String(c.id) : undefined;
      if (idKey !== undefined) {
        if (seen.has(idKey)) return;
        seen.add(idKey);
      }
      const pos = out.length;
      const key = `${path}${idKey ?? `@${pos}`}`;
      out.push({
        key,
        label: channelName(c, uiLang),
        code: c.code ?? '',
        link: menuLink(c, { ...ctx, index: pos, parentIndex: top, parent }),
        children: walk(c.children ?? [], top ?? pos, c, `${key}/`),
        channel: c,
      });
    });
    return out;
  };
  return walk(visible, undefined, null, '');
}
