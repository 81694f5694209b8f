/**
 * Data of the book page (/{lang}/bookList): GET /front/rc-book/search {siteId, q, page, size}
 * (the site scope's books, newest year first; q matches title, authors, ISBN or publisher) and,
 * with `?id=N`, GET /front/rc-book/getBookInfo/{id} for the book shown on top. A book of a site
 * outside the scope counts as unknown (404), like an unknown id.
 */
import type { WidgetLoadContext } from '../../../engine/registry/types';
import { fetchData, type Loaded, type Paged } from '../../shared/reader/content';
import { pageParam } from '../../shared/reader/Pager';
import { idParam, inSiteScope, keywordParam } from './library';

export type Book = ReturnType<typeof import('../../../server/services/content/mappers').mapBook>;

export interface BookListProps {
  size?: number;
}

export type BookDetail = { id: string } & ({ state: 'found'; book: Book } | { state: 'notFound' } | { state: 'error' });

export interface BookListData {
  q: string;
  page: number;
  size: number;
  result: Loaded<Paged<Book>>;
  /** The book of `?id=`, when the URL names one. */
  detail?: BookDetail;
}

export const BOOK_PAGE_SIZE = 20;

async function loadDetail(ctx: WidgetLoadContext<BookListProps>): Promise<BookDetail | undefined> {
  const want = idParam(ctx.route.query);
  if (!want) return undefined;
  if (want.id === null) return { id: want.raw, state: 'notFound' };
  const r = await fetchData<Book>(ctx.api.bookDetail({ id: want.id }));
  if (!r.ok) return { id: want.raw, state: r.status === 404 ? 'notFound' : 'error' };
  if (!r.data || !inSiteScope(ctx.site, r.data.siteId)) return { id: want.raw, state: 'notFound' };
  return { id: want.raw, state: 'found', book: r.data };
}

export async function loadBookList(ctx: WidgetLoadContext<BookListProps>): Promise<BookListData> {
  const { api, site, route, props } = ctx;
  const q = keywordParam(route.query);
  const page = pageParam(route.query);
  const size = props.size ?? BOOK_PAGE_SIZE;
  const [result, detail] = await Promise.all([
    fetchData<Paged<Book>>(api.bookSearch({ siteId: site.siteId ?? site.id ?? 0, q, page, size })),
    loadDetail(ctx),
  ]);
  return { q, page, size, result, ...(detail ? { detail } : {}) };
}
