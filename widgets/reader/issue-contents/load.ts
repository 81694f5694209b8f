/**
 * Loader of issue-contents: one issue with its articles grouped by column
 * (/front/front-period/getPeriodInfo), its neighbours for previous / next links (the journal's
 * issue list, getPeriodTree) and, on group / aggregate sites, the journal names.
 *
 * Page mode (/{lang}/issue/{year?}/{issue?}): no year -> the latest issue; a year alone -> the
 * latest issue of that year; an unknown issue (or a malformed year / issue) -> `notFound`.
 * Latest mode (`latest: true`, the home page): always the latest issue, `limit` articles.
 */
import type { WidgetLoadContext } from '../../../engine/registry/types';
import { fetchData, type ArticleSummary, type Loaded } from '../../shared/reader/content';
import { isMultiJournal, journalParam, loadJournals, siteIdOf, type Journal, type PeriodItem } from './periods';

export interface IssueContentsProps {
  /** Always show the latest issue (home page), ignoring the URL. */
  latest?: boolean;
  /** At most this many articles (with a link to the whole issue). */
  limit?: number;
  title?: string;
  enTitle?: string;
}

export interface ColumnGroup {
  id: number | null;
  name: string | null;
  enName: string | null;
  articles: ArticleSummary[];
}

export interface PeriodInfo {
  period: PeriodItem;
  total: number;
  columns: ColumnGroup[];
}

export interface IssueContentsData {
  mode: 'page' | 'latest';
  /** The issue; `ok:false` with status 404 when it does not exist. */
  info: Loaded<PeriodInfo>;
  /** The issue does not exist (unknown year / issue / journal): the page answers 404. */
  notFound: boolean;
  /** Older and newer issue of the same journal (page mode). */
  prev?: PeriodItem;
  next?: PeriodItem;
  /** Several journals share the site: their names, and links carry `?journal=`. */
  multi: boolean;
  journals?: Loaded<Journal[]>;
}

const NOT_FOUND_STATUSES = new Set([404, 10404]);

function routeNumber(v: string | undefined, min: number, max: number): number | null | undefined {
  if (v === undefined || v === '') return undefined;
  if (!/^\d{1,4}$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
}

export async function loadIssueContents({ api, site, route, props }: WidgetLoadContext<IssueContentsProps>): Promise<IssueContentsData> {
  const latest = props.latest === true || route.pageKind !== 'issue';
  const mode = latest ? 'latest' : 'page';
  const multi = isMultiJournal(site);
  const own = siteIdOf(site);
  const year = latest ? undefined : routeNumber(route.params.year, 1900, 2999);
  const issue = latest ? undefined : routeNumber(route.params.issue, 1, 999);
  if (year === null || issue === null) {
    return { mode, info: { ok: false, status: 404, message: 'Period not found' }, notFound: true, multi };
  }
  const journal = latest ? undefined : journalParam(site, route.query);
  const scopeId = journal ?? own;
  const [info, tree, journals] = await Promise.all([
    fetchData<PeriodInfo>(api.periodInfo({ siteId: scopeId, year, issue })),
    latest ? Promise.resolve(undefined) : fetchData<PeriodItem[]>(api.periodTree({ siteId: scopeId })),
    multi ? loadJournals(api, own) : Promise.resolve(undefined),
  ]);
  const out: IssueContentsData = { mode, info, notFound: !info.ok && NOT_FOUND_STATUSES.has(info.status), multi, ...(journals ? { journals } : {}) };
  if (!info.ok) return out;
  if (latest && props.limit) out.info = { ok: true, data: limitArticles(info.data, props.limit) };
  if (tree?.ok && Array.isArray(tree.data)) {
    const p = info.data.period;
    const same = tree.data.filter((x) => x.siteId === p.siteId);
    const at = same.findIndex((x) => x.id === p.id);
    if (at >= 0) {
      if (at + 1 < same.length) out.prev = same[at + 1];
      if (at > 0) out.next = same[at - 1];
    }
  }
  return out;
}

/** The first `limit` articles of the issue, still grouped by column (total stays the issue's). */
export function limitArticles(info: PeriodInfo, limit: number): PeriodInfo {
  let left = limit;
  const columns: ColumnGroup[] = [];
  for (const c of info.columns) {
    if (left <= 0) break;
    const articles = c.articles.slice(0, left);
    left -= articles.length;
    if (articles.length) columns.push({ ...c, articles });
  }
  return { ...info, columns };
}
