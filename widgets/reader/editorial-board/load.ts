/**
 * The editorial board (spec 7.1): GET /front/expert/list {topicId: siteId, page (0-based), size 10}
 * -> data[0] = {content, totalElements, ...}, editor-in-chief first. The member of the URL
 * (editorialId) is looked up on the requested page; a member on another page is found by reading
 * the board in larger pages (a link to a member then opens the page that lists them).
 */
import type { WidgetLoadContext } from '../../../engine/registry/types';
import { fetchData, type Loaded } from '../../shared/reader/content';
import { pageParam } from '../../shared/reader/Pager';

export type Expert = ReturnType<typeof import('../../../server/services/content/mappers').mapExpert>;

export interface EditorialBoardProps {
  size?: number;
}

export interface BoardPage {
  members: Expert[];
  total: number;
  /** 1-based. */
  page: number;
  size: number;
}

export interface EditorialBoardData {
  result: Loaded<BoardPage>;
  /** The member shown: the URL's editorialId, else the first of the page. */
  selectedId?: number;
  /** The URL named a member (editorialId other than 0). */
  explicit: boolean;
  /** The URL named a member the board does not have. */
  notFound?: boolean;
}

interface ExpertPage {
  content?: Expert[];
  totalElements?: number;
}

export const BOARD_PAGE_SIZE = 10;
const SCAN_SIZE = 100;
const MAX_SCAN_PAGES = 10;

async function boardPage(ctx: WidgetLoadContext<EditorialBoardProps>, page0: number, size: number): Promise<Loaded<{ members: Expert[]; total: number }>> {
  const siteId = ctx.site.siteId ?? ctx.site.id;
  const r = await fetchData<ExpertPage[]>(ctx.api.expertList({ topicId: siteId, page: page0, size }));
  if (!r.ok) return r;
  const first = Array.isArray(r.data) ? r.data[0] : undefined;
  const members = Array.isArray(first?.content) ? first.content : [];
  return { ok: true, data: { members, total: typeof first?.totalElements === 'number' ? first.totalElements : members.length } };
}

export async function loadEditorialBoard(ctx: WidgetLoadContext<EditorialBoardProps>): Promise<EditorialBoardData> {
  const { route, props } = ctx;
  const size = props.size ?? BOARD_PAGE_SIZE;
  const askedPage = pageParam(route.query);
  const raw = route.params.editorialId ?? route.query.editorialId;
  const wanted = raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;

  const r = await boardPage(ctx, askedPage - 1, size);
  if (!r.ok) return { result: r, explicit: wanted !== undefined };
  const here: BoardPage = { ...r.data, page: askedPage, size };
  if (wanted === undefined) return { result: { ok: true, data: here }, selectedId: here.members[0]?.id, explicit: false };
  if (here.members.some((m) => m.id === wanted)) return { result: { ok: true, data: here }, selectedId: wanted, explicit: true };

  // the member is on another page (or unknown): read the board in large pages to find them
  let index = -1;
  for (let p = 0; p < MAX_SCAN_PAGES && p * SCAN_SIZE < r.data.total; p++) {
    const chunk = await boardPage(ctx, p, SCAN_SIZE);
    if (!chunk.ok) return { result: chunk, explicit: true };
    const at = chunk.data.members.findIndex((m) => m.id === wanted);
    if (at >= 0) {
      index = p * SCAN_SIZE + at;
      break;
    }
    if (chunk.data.members.length < SCAN_SIZE) break;
  }
  if (index < 0) return { result: { ok: true, data: here }, explicit: true, notFound: true };
  // a page link (?page=N) keeps the member's path: show that page with its first member
  if (route.query.page !== undefined) return { result: { ok: true, data: here }, selectedId: here.members[0]?.id, explicit: false };
  const page = Math.floor(index / size) + 1;
  const found = await boardPage(ctx, page - 1, size);
  if (!found.ok) return { result: found, explicit: true };
  return { result: { ok: true, data: { ...found.data, page, size } }, selectedId: wanted, explicit: true };
}
