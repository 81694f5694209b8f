/**
 * Links of the search pages: the result page for a state (same route family, pass-through
 * parameters kept), the advanced-search form prefilled with a search, and each result item's page.
 */
import { queryString, type QueryValue } from '../../../engine/routing/menu';
import type { PageContextValue } from '../../../engine/render/context';
import { articleHref, newsHref, readerHref } from '../../shared/reader/links';
import { encodeRow, encodeSearch, searchQuery, type AdvField, type AdvRow, type SearchState } from './url';
import type { SearchItem } from './model';

type PageLike = Pick<PageContextValue, 'route' | 'lang'>;

/** The result page of a state, from the result page itself (its path and pass-through parameters). */
export function searchHref(page: Pick<PageContextValue, 'route'>, s: SearchState): string {
  return `${page.route.pathname}${queryString(searchQuery(page.route.query, s))}`;
}

/** The result page of a state, from another page (the advanced-search form). */
export function resultPageHref(page: PageLike, s: SearchState): string {
  return readerHref(page, 'searchPublication', encodeSearch(s));
}

const SIMPLE_TO_ADV: Record<string, AdvField> = {
  title: 'title',
  author: 'author',
  institution: 'institution',
  keyword: 'keyword',
  abstract: 'abstract',
  doi: 'doi',
};

/** The rows an advanced form starts from for a search (a simple search: one title/field row). */
export function rowsOf(s: SearchState, apiField?: string): AdvRow[] {
  if (s.mode === 'advanced') return s.rows;
  if (!s.q || s.type !== 'thesis') return [];
  return [{ field: SIMPLE_TO_ADV[apiField ?? ''] ?? 'title', term: s.q, op: 'AND', precise: 0 }];
}

/** The advanced-search page, prefilled with rows and limits. */
export function advancedHref(page: PageLike, s: SearchState, apiField?: string): string {
  const q: Record<string, QueryValue> = {};
  rowsOf(s, apiField).forEach((r, i) => (q[`r${i + 1}`] = encodeRow(r, i)));
  if (s.mode === 'advanced') Object.assign(q, { pt: s.publishType, oa: s.openAccess, from: s.from, to: s.to });
  return readerHref(page, 'seniorSearch', q);
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * Where a result links to: articles, and pictures and tables (their article), to the article page;
 * news to its detail page; collections (other) to the collection page; experts to the editorial
 * board; the types without detail pages yet (video, audio, books, journals) to their list pages.
 */
export function itemHref(page: PageLike & Pick<PageContextValue, 'bundle'>, item: SearchItem): string | undefined {
  switch (item.type) {
    case 'article':
      return articleHref(page, item.id);
    case 'picture':
    case 'table': {
      const a = num(item.articleId);
      return a !== undefined ? articleHref(page, a) : readerHref(page, 'textList', { type: item.type });
    }
    case 'video':
    case 'audio':
      return readerHref(page, 'audioList', { type: item.type, id: item.id });
    case 'news':
      return newsHref(page, item.id);
    case 'other':
      return readerHref(page, `collections/${item.id}`);
    case 'book':
      return readerHref(page, 'bookList', { id: item.id });
    case 'publication':
      return readerHref(page, 'mag', { id: item.id });
    case 'expert': {
      const board = findEditorial(page.bundle.channels as { id?: unknown; code?: unknown; children?: unknown }[]);
      return readerHref(page, `editorial-board/${board ?? 0}/${item.id}`);
    }
    default:
      return undefined;
  }
}

function findEditorial(list: { id?: unknown; code?: unknown; children?: unknown }[] | undefined): number | string | undefined {
  for (const c of list ?? []) {
    if (c.code === 'editorial' && (typeof c.id === 'number' || typeof c.id === 'string')) return c.id;
    const hit = findEditorial(Array.isArray(c.children) ? (c.children as typeof list) : undefined);
    if (hit !== undefined) return hit;
  }
  return undefined;
}
