/**
 * Loader of article-list:
 * - onlineFirst: /front/front-article/getFirstPublishArticles (versions 1-10), newest online first;
 * - justAccepted: /front/front-article/getJustAccepted (version -1), newest acceptance first;
 * - mostRead: /front/rank/list over a period (spec 9: all, 3m, 6m, 1y, 2y, 3y; `?range=`).
 * Without `limit` (the full pages) the first two are paged, PAGE_SIZE a page, by `?page=N`.
 */
import type { WidgetLoadContext } from '../../../engine/registry/types';
import { fetchData, type ArticleSummary, type Loaded, type Paged } from '../../shared/reader/content';
import { pageParam } from '../../shared/reader/Pager';

export const PAGE_SIZE = 20;
/** Most-read list length without a limit. */
export const RANK_SIZE = 20;
/** Ranking windows of spec 9 (the rank endpoint's `period`). */
export const RANGES = ['all', '3m', '6m', '1y', '2y', '3y'] as const;
export type RankRange = (typeof RANGES)[number];
export type RankBy = 'views' | 'downloads' | 'citations';
export type ListMode = 'onlineFirst' | 'justAccepted' | 'mostRead';

export interface ArticleListProps {
  mode?: ListMode;
  /** A short list of this many (home page) with a More link; no paging. */
  limit?: number;
  title?: string;
  enTitle?: string;
  /** Where More goes (default: the full page of the mode; most read has none). */
  moreLink?: string;
  /** Most read: the counter ranked by (default views). */
  by?: RankBy;
  /** Most read: the period shown first (default all); `?range=` chooses another. */
  range?: RankRange;
}

export type ListedArticle = ArticleSummary & { rank?: number; value?: number };

export interface ArticleListData {
  mode: ListMode;
  items: Loaded<{ list: ListedArticle[]; total: number }>;
  /** 1-based page (full pages of onlineFirst / justAccepted). */
  page: number;
  size: number;
  paged: boolean;
  range?: RankRange;
}

export function rangeOf(query: Record<string, string>, fallback: RankRange | undefined): RankRange {
  const q = query.range as RankRange | undefined;
  return q && (RANGES as readonly string[]).includes(q) ? q : (fallback ?? 'all');
}

export async function loadArticleList({ api, site, route, props }: WidgetLoadContext<ArticleListProps>): Promise<ArticleListData> {
  const siteId = Number(site.siteId ?? site.id ?? 0);
  const mode = props.mode ?? 'onlineFirst';
  if (mode === 'mostRead') {
    const range = rangeOf(route.query, props.range);
    const size = props.limit ?? RANK_SIZE;
    const r = await fetchData<ListedArticle[]>(api.rankList({ siteId, by: props.by ?? 'views', period: range, size }));
    const items: ArticleListData['items'] = r.ok
      ? { ok: true, data: { list: Array.isArray(r.data) ? r.data : [], total: Array.isArray(r.data) ? r.data.length : 0 } }
      : r;
    return { mode, items, page: 1, size, paged: false, range };
  }
  const paged = props.limit === undefined;
  const page = paged ? pageParam(route.query) : 1;
  const size = props.limit ?? PAGE_SIZE;
  const r = await fetchData<Paged<ListedArticle>>((mode === 'justAccepted' ? api.justAccepted : api.onlineFirst)({ siteId, page, size }));
  const items: ArticleListData['items'] = r.ok ? { ok: true, data: { list: r.data?.list ?? [], total: r.data?.total ?? 0 } } : r;
  return { mode, items, page, size, paged };
}
