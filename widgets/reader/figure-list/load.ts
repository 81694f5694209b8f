/**
 * Data of the figures and tables page: GET /front/picture/list or /front/table/list {siteId, page,
 * size} (newest first, each with its article's title and DOI). Table HTML is sanitised here — on
 * the server for the first paint, in the browser on in-place navigation — so the raw HTML never
 * reaches the page data.
 */
import type { WidgetLoadContext } from '../../../engine/registry/types';
import type { RouteMatch } from '../../../engine/routing/match';
import { fetchData, type Loaded, type Paged } from '../../shared/reader/content';
import { pageParam } from '../../shared/reader/Pager';
import { loadSanitizer } from '../../../engine/sanitize/lazy';

export type Picture = ReturnType<typeof import('../../../server/services/content/mappers').mapPicture>;
export type DataTable = ReturnType<typeof import('../../../server/services/content/mappers').mapTable>;

export interface FigureListProps {
  pictureSize?: number;
  tableSize?: number;
}

export const FIGURE_TABS = ['picture', 'table'] as const;
export type FigureTab = (typeof FIGURE_TABS)[number];

export const PICTURE_PAGE_SIZE = 12;
export const TABLE_PAGE_SIZE = 10;

export type FigureListData =
  | { tab: 'picture'; page: number; result: Loaded<Paged<Picture>> }
  | { tab: 'table'; page: number; result: Loaded<Paged<DataTable>> };

/** The tab of the URL (?type=picture|table); anything else is the pictures tab. */
export function figureTab(route: Pick<RouteMatch, 'query'>): FigureTab {
  return route.query.type === 'table' ? 'table' : 'picture';
}

/** A paged answer as a well-formed page (a missing list counts as empty). */
export function asPaged<T>(r: Loaded<Paged<T>>, page: number, size: number): Loaded<Paged<T>> {
  if (!r.ok) return r;
  const d = r.data;
  const list = Array.isArray(d?.list) ? d.list : [];
  return { ok: true, data: { list, total: typeof d?.total === 'number' ? d.total : list.length, page: d?.page ?? page, size: d?.size ?? size } };
}

export async function loadFigureList({ api, site, route, props }: WidgetLoadContext<FigureListProps>): Promise<FigureListData> {
  const siteId = site.siteId ?? site.id;
  const page = pageParam(route.query);
  if (figureTab(route) === 'picture') {
    const size = props.pictureSize ?? PICTURE_PAGE_SIZE;
    const result = asPaged(await fetchData<Paged<Picture>>(api.pictureList({ siteId, page, size })), page, size);
    return { tab: 'picture', page, result };
  }
  const size = props.tableSize ?? TABLE_PAGE_SIZE;
  const result = asPaged(await fetchData<Paged<DataTable>>(api.tableList({ siteId, page, size })), page, size);
  if (!result.ok || result.data.list.length === 0) return { tab: 'table', page, result };
  const { sanitizeHtml } = await loadSanitizer();
  const list = result.data.list.map((x) => ({ ...x, html: sanitizeHtml(x.html) }));
  return { tab: 'table', page, result: { ok: true, data: { ...result.data, list } } };
}
