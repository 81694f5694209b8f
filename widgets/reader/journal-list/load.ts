/**
 * Data of the journal page (/{lang}/mag): the journals of the site scope (a group its members, the
 * `all` site every journal, a journal itself) from the publication API —
 * GET /front/front-publication/search {siteId, q, page, size} and, with a category (`?cat=`),
 * /front/front-publication/search/searchByCat {siteId, cat, page, size}; both together are
 * intersected here (journals are few: up to 100 of each). The configured categories get their
 * journal counts (searchByCat, size 1) so empty ones can be left out. `?id=N` (a journal's site id)
 * loads /front/front-publication/detail/{id} for the journal shown on top.
 */
import type { WidgetLoadContext } from '../../../engine/registry/types';
import type { DataClient } from '../../../engine/data/client';
import { fetchData, type Loaded, type Paged } from '../../shared/reader/content';
import { pageParam } from '../../shared/reader/Pager';
import { idParam, inSiteScope, keywordParam } from '../book-list/library';

type Mappers = typeof import('../../../server/services/content/mappers');
export type Journal = ReturnType<Mappers['mapPublication']>;
export type JournalInfo = Journal & { latestPeriod: ReturnType<Mappers['mapPeriod']> | null; periodCount: number };

/** A subject category: `cat` is what searchByCat matches (a journal site keyword or a word of its description). */
export interface JournalCategory {
  cat: string;
  name: string;
  enName?: string;
}

export interface JournalListProps {
  size?: number;
  categories?: JournalCategory[];
}

export type JournalDetail = { id: string } & ({ state: 'found'; journal: JournalInfo } | { state: 'notFound' } | { state: 'error' });

export interface JournalListData {
  q: string;
  cat: string;
  page: number;
  size: number;
  result: Loaded<Paged<Journal>>;
  /** The configured categories that have journals in the scope (plus the chosen one); count absent when it could not be read. */
  categories: (JournalCategory & { count?: number })[];
  detail?: JournalDetail;
}

export const JOURNAL_PAGE_SIZE = 12;
/** The API's limits: category length, largest page. */
const MAX_CAT = 100;
const MAX_SIZE = 100;


async function fetchList(api: DataClient, siteId: number, q: string, cat: string, page: number, size: number): Promise<Loaded<Paged<Journal>>> {
  if (!q || !cat) {
    return cat
      ? fetchData<Paged<Journal>>(api.publicationsByCategory({ siteId, cat, page, size }))
      : fetchData<Paged<Journal>>(api.publicationSearch({ siteId, q, page, size }));
  }
  const [byCat, byQ] = await Promise.all([
    fetchData<Paged<Journal>>(api.publicationsByCategory({ siteId, cat, page: 1, size: MAX_SIZE })),
    fetchData<Paged<Journal>>(api.publicationSearch({ siteId, q, page: 1, size: MAX_SIZE })),
  ]);
  if (!byCat.ok) return byCat;
  if (!byQ.ok) return byQ;
  const inCat = new Set(byCat.data.list.map((j) => j.siteId));
  const both = byQ.data.list.filter((j) => inCat.has(j.siteId));
  return { ok: true, data: { list: both.slice((page - 1) * size, page * size), total: both.length, page, size } };
}

async function fetchCategories(api: DataClient, siteId: number, configured: JournalCategory[], cat: string): Promise<JournalListData['categories']> {
  const counted = await Promise.all(
    configured.map(async (c): Promise<JournalListData['categories'][number]> => {
      const r = await fetchData<Paged<Journal>>(api.publicationsByCategory({ siteId, cat: c.cat, page: 1, size: 1 }));
      return r.ok ? { ...c, count: r.data.total } : { ...c };
    }),
  );
  return counted.filter((c) => c.count !== 0 || c.cat === cat);
}

async function loadDetail(ctx: WidgetLoadContext<JournalListProps>): Promise<JournalDetail | undefined> {
  const want = idParam(ctx.route.query);
  if (!want) return undefined;
  if (want.id === null) return { id: want.raw, state: 'notFound' };
  const r = await fetchData<JournalInfo>(ctx.api.publicationDetail({ id: want.id }));
  if (!r.ok) return { id: want.raw, state: r.status === 404 ? 'notFound' : 'error' };
  if (!r.data || !inSiteScope(ctx.site, r.data.siteId)) return { id: want.raw, state: 'notFound' };
  return { id: want.raw, state: 'found', journal: r.data };
}

export async function loadJournalList(ctx: WidgetLoadContext<JournalListProps>): Promise<JournalListData> {
  const { api, site, route, props } = ctx;
  const siteId = site.siteId ?? site.id ?? 0;
  const q = keywordParam(route.query);
  const cat = (route.query.cat ?? '').trim().slice(0, MAX_CAT);
  const page = pageParam(route.query);
  const size = props.size ?? JOURNAL_PAGE_SIZE;
  const [result, categories, detail] = await Promise.all([
    fetchList(api, siteId, q, cat, page, size),
    fetchCategories(api, siteId, props.categories ?? [], cat),
    loadDetail(ctx),
  ]);
  return { q, cat, page, size, result, categories, ...(detail ? { detail } : {}) };
}
