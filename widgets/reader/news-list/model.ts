/**
 * What the news pages share (news-list and news-detail): the news item shape, the four tabs of
 * spec 9 and how a page picks one, the spec 3 picture fallback, and where an item links to.
 */
import type { Channel } from '../../../schemas/generated/types';
import type { RouteMatch } from '../../../engine/routing/match';
import type { PageContextValue } from '../../../engine/render/context';
import { fileUrl, present, safeHref } from '../../shared/text';
import { newsHref, readerHref } from '../../shared/reader/links';

export type NewsItem = ReturnType<typeof import('../../../server/services/content/mappers').mapNews>;
export type NewsDetail = ReturnType<typeof import('../../../server/services/content/mappers').mapNewsDetail>;

/** The news tabs of spec 9, in order: activeId 0..3 selects one. */
export const NEWS_TABS = ['information', 'announcement', 'dynamic', 'statement'] as const;
export type NewsTab = (typeof NEWS_TABS)[number];

export function isNewsTab(v: unknown): v is NewsTab {
  return typeof v === 'string' && (NEWS_TABS as readonly string[]).includes(v);
}

/** Channel newsDataType values that name a tab under another name. */
const TAB_ALIASES: Record<string, NewsTab> = { notice: 'announcement' };

/** A tab index 0..3 from a route value ('2'), else undefined. */
function tabIndexOf(v: string | undefined): number | undefined {
  if (v === undefined || !/^\d+$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 0 && n < NEWS_TABS.length ? n : undefined;
}

/**
 * The tab a news page shows: the path's activeId (/newsInfo/{id}/{activeId}), else the query's
 * activeId or newsDataType, else the configured tab, else the channel's newsDataType (when it names
 * a tab), else the first tab (information).
 */
export function activeTab(route: Pick<RouteMatch, 'params' | 'query'>, opts: { tab?: string; channel?: Pick<Channel, 'newsDataType'> | null } = {}): number {
  const fromPath = tabIndexOf(route.params.activeId);
  if (fromPath !== undefined) return fromPath;
  const fromQuery = tabIndexOf(route.query.activeId);
  if (fromQuery !== undefined) return fromQuery;
  if (isNewsTab(route.query.newsDataType)) return NEWS_TABS.indexOf(route.query.newsDataType);
  if (isNewsTab(opts.tab)) return NEWS_TABS.indexOf(opts.tab);
  const t = opts.channel?.newsDataType;
  if (typeof t === 'string') {
    const named = isNewsTab(t) ? t : TAB_ALIASES[t];
    if (named) return NEWS_TABS.indexOf(named);
  }
  return 0;
}

type Pic = Pick<NewsItem, 'topPictureUrl' | 'topPictureId' | 'pictureUrl' | 'coverId'>;

/**
 * The picture of a news item (spec 3): topPictureUrl, topPictureId, pictureUrl, coverId (ids are
 * files served by /rc-pub/front/files/get); undefined when none, and the view shows its default
 * banner instead.
 */
export function newsPicture(n: Partial<Pic>): string | undefined {
  return fileUrl(n.topPictureUrl) ?? fileUrl(n.topPictureId) ?? fileUrl(n.pictureUrl) ?? fileUrl(n.coverId);
}

/** Where a news item opens: a reprint (original 0) its source link in a new tab, else its detail page. */
export function newsLink(page: Pick<PageContextValue, 'route' | 'lang'>, n: Pick<NewsItem, 'id' | 'original' | 'sourceLink'>): { href: string; external: boolean } {
  const source = n.original === 0 || (n.original as unknown) === false ? safeHref(n.sourceLink) : undefined;
  if (source && /^(https?:)?\/\//i.test(source)) return { href: source, external: true };
  return { href: newsHref(page, n.id), external: false };
}

type ChannelLike = Pick<Channel, 'id' | 'code' | 'enable'> & { children?: ChannelLike[] | null };

/** The first enabled channel of a code, depth first (the news channel: code newNews). */
export function firstChannel<C extends ChannelLike>(channels: readonly C[] | null | undefined, codes: readonly string[]): C | undefined {
  for (const c of channels ?? []) {
    if (c.enable !== '0' && typeof c.code === 'string' && codes.includes(c.code)) return c;
    const hit = firstChannel((c.children ?? []) as C[], codes);
    if (hit) return hit;
  }
  return undefined;
}

/** The news list page of a tab: /{lang}/newsInfo/{channelId}/{tab} when a news channel exists, else /{lang}/news?activeId=. */
export function newsListHref(page: Pick<PageContextValue, 'route' | 'lang' | 'bundle'>, tab: number): string {
  const ch = firstChannel(page.bundle.channels, ['newNews']);
  return ch ? readerHref(page, `newsInfo/${ch.id}/${tab}`) : readerHref(page, 'news', { activeId: tab || undefined });
}

/** Text of a news field in the interface language (English falls back to Chinese). */
export function newsText(uiLang: 'zh' | 'en', zh: unknown, en: unknown): string {
  const a = uiLang === 'en' ? en : zh;
  const b = uiLang === 'en' ? zh : en;
  return present(a) ? a.trim() : present(b) ? b.trim() : '';
}
