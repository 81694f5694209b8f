/** Book services: one book, book search of a site scope (title, authors, ISBN, publisher). */
import { sql } from 'kysely';
import type { ServiceContext } from '../context';
import { notFound } from '../errors';
import { mapBook } from './mappers';
import { likePattern } from './queries';
import { SEARCH_SIZE, contentScope, offsetOf, paging, type Paged } from './scope';

export type BookItem = ReturnType<typeof mapBook>;

/** The columns q is matched against (LIKE substring, case-insensitive for Latin letters). */
const SEARCH_COLUMNS = ['title', 'en_title', 'authors', 'en_authors', 'isbn', 'publisher', 'en_publisher'] as const;

/** One book; unknown id: 404. */
export async function bookDetail(ctx: ServiceContext, p: { id: number }): Promise<BookItem> {
  const b = await ctx.db.selectFrom('books').selectAll().where('id', '=', p.id).executeTakeFirst();
  if (!b) throw notFound(`Book not found: ${p.id}`);
  return mapBook(b);
}

/** Books of the site scope, newest year first, optionally matching q. Paged, default size 20. */
export async function bookSearch(ctx: ServiceContext, p: { siteId: number; q?: string; page?: number; size?: number }): Promise<Paged<BookItem>> {
  const scope = await contentScope(ctx.config, p.siteId);
  const pg = paging(p, SEARCH_SIZE);
  const q = (p.q ?? '').trim();
  const base = () => {
    const b = ctx.db.selectFrom('books').where('site_id', 'in', scope.siteIds);
    if (!q) return b;
    const pat = likePattern(q);
    return b.where(sql<boolean>`(${sql.join(
      SEARCH_COLUMNS.map((c) => sql`${sql.ref(c)} like ${pat} escape '\\'`),
      sql` or `,
    )})`);
  };
  const total = Number((await base().select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
  const rows =
    offsetOf(pg) >= total
      ? []
      : await base().selectAll().orderBy(sql`coalesce(year, 0)`, 'desc').orderBy('id', 'desc').limit(pg.size).offset(offsetOf(pg)).execute();
  return { list: rows.map(mapBook), total, page: pg.page, size: pg.size };
}
