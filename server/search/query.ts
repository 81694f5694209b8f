/**
 * Search queries over the FTS5 index (migration 004): MATCH expressions from analysed queries,
 * filters (site scope, years, facets) as terms of the `meta` column inside the same MATCH, the
 * ranked / sorted page of ids, the total, the result items with highlights, and facet counts.
 *
 * Relevance is FTS5 bm25 with column weights (articles: title 10 > doi 8 > keywords 6 > authors 5 >
 * institution 3 > column 2 > abstract 1 = fund 1), ties newest id first. Other sorts read the
 * narrow search_article_keys table (articles) or the source table (other resources).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import type { SiteScope } from '../content/scope';
import { currentYear } from '../content/clock';
import {
  analyzeQuery,
  ftsTerm,
  fuzzyExpression,
  matchExpression,
  normalizeDoi,
  phraseExpression,
  wholeValueExpression,
  type AnalyzedQuery,
  type HighlightTerms,
} from './tokenizer';
import { highlight, highlightSnippet, mergeHighlightTerms } from './highlight';
import { RESOURCES, RESOURCE_TYPE_IDS, RESOURCE_TYPES, type ResourceDef, type ResourceType } from './resources';

type Db = Kysely<DB>;

export const SEARCH_FIELDS = ['all', 'title', 'author', 'institution', 'keyword', 'abstract', 'doi'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export const SORTS = ['relevance', 'date', 'views', 'downloads', 'citations'] as const;
export type SortKey = (typeof SORTS)[number];
export const YEAR_WINDOWS = ['all', '5', '3', '1'] as const;
export type YearWindow = (typeof YEAR_WINDOWS)[number];

// ---- targets -----------------------------------------------------------------------------------

export interface Target {
  type: ResourceType;
  table: string;
  /** Content columns, in table order (meta follows). */
  columns: readonly string[];
  /** bm25 weights of every column in table order (meta last, 0). */
  weights: readonly number[];
  fields: Record<SearchField, readonly string[]>;
  dated: boolean;
  kindTerm?: string;
  def?: ResourceDef;
}

const ARTICLE_COLUMNS = ['title', 'keywords', 'authors', 'institution', 'abstract', 'doi', 'part', 'fund'] as const;

export const ARTICLE_TARGET: Target = {
  type: 'article',
  table: 'search_articles',
  columns: ARTICLE_COLUMNS,
  weights: [10, 6, 5, 3, 1, 8, 2, 1, 0],
  fields: {
    all: ARTICLE_COLUMNS,
    title: ['title'],
    author: ['authors'],
    institution: ['institution'],
    keyword: ['keywords'],
    abstract: ['abstract'],
    doi: ['doi'],
  },
  dated: true,
};

const RESOURCE_COLUMNS = ['title', 'people', 'body', 'extra'] as const;

function resourceTarget(def: ResourceDef): Target {
  return {
    type: def.type,
    table: def.table,
    columns: RESOURCE_COLUMNS,
    weights: [10, 5, 1, 2, 0],
    fields: {
      all: RESOURCE_COLUMNS,
      title: ['title'],
      author: ['people'],
      institution: ['people', 'extra'],
      keyword: ['title', 'body'],
      abstract: ['body'],
      doi: ['extra'],
    },
    dated: def.dated,
    kindTerm: def.kindTerm,
    def,
  };
}

const TARGETS = new Map<ResourceType, Target>([['article', ARTICLE_TARGET], ...RESOURCES.map((d) => [d.type, resourceTarget(d)] as const)]);

export function targetOf(type: ResourceType): Target {
  return TARGETS.get(type)!;
}

// ---- expressions ---------------------------------------------------------------------------------

const q = (t: string) => `"${t.replace(/"/g, '""')}"`;

function onColumns(columns: readonly string[], expr: string): string {
  return `{${columns.join(' ')}} : (${expr})`;
}

function metaAny(terms: string[]): string {
  return `meta : (${terms.map(q).join(' OR ')})`;
}

export interface ContentQuery {
  /** FTS expression over content columns; null when the query has nothing to search for. */
  expr: string | null;
  /** The same expression on the title alone (field 'all' only): the first relevance tier. */
  titleExpr: string | null;
  highlight: HighlightTerms;
  analyzed: AnalyzedQuery;
}

/** The content expression of a simple search for a target and field. */
export function contentQuery(target: Target, field: SearchField, text: string): ContentQuery {
  const analyzed = analyzeQuery(text);
  if (field === 'doi' && target.type === 'article') {
    const doiUnit = analyzed.units.find((u) => u.kind === 'doi');
    const term = doiUnit && doiUnit.kind === 'doi' ? doiUnit.term : normalizeDoi(text);
    return { expr: onColumns(['doi'], q(ftsTerm(term))), titleExpr: null, highlight: { cjk: [], words: [], dois: [term] }, analyzed };
  }
  const e = matchExpression(analyzed.units);
  return {
    expr: e ? onColumns(target.fields[field], e) : null,
    titleExpr: e && field === 'all' ? onColumns(['title'], e) : null,
    highlight: analyzed.highlight,
    analyzed,
  };
}

export interface Filters {
  scope: SiteScope;
  years?: YearWindow;
  year?: number[];
  journal?: number[];
  column?: number[];
  author?: string;
  institution?: string;
  keyword?: string;
  publishType?: number;
  openAccess?: number;
}

/** Years of a window relative to the clock's current year: '5' -> the last 5 calendar years. */
export function windowYears(w: YearWindow | undefined): number[] | null {
  if (!w || w === 'all') return null;
  const n = Number(w);
  const y = currentYear();
  return Array.from({ length: n }, (_, i) => y - i);
}

/**
 * Filters as FTS expressions: `all` must match, `none` must not (FTS5 `A NOT B`); null when
 * nothing can match.
 */
export interface FilterSet {
  all: string[];
  none: string[];
}

/** Site ids present in each search table (recorded by the rebuild), for cheaper scope filters. */
export type ContentSites = Record<string, number[]>;

/**
 * The site scope as a filter. Sites without content are dropped; a scope covering every site with
 * content needs no filter; when the sites left out are fewer than the sites kept, the filter is
 * `NOT meta:(left out)` (a smaller doclist to merge than the OR of the kept sites).
 */
function siteFilter(sites: number[] | null, present: number[] | undefined, out: FilterSet): boolean {
  if (!sites) return true;
  if (!present) {
    out.all.push(metaAny(sites.map((s) => `s${s}`)));
    return true;
  }
  const kept = present.filter((s) => sites.includes(s));
  if (!kept.length) return false;
  const left = present.filter((s) => !sites.includes(s));
  if (!left.length) return true;
  if (left.length < kept.length) out.none.push(metaAny(left.map((s) => `s${s}`)));
  else out.all.push(metaAny(kept.map((s) => `s${s}`)));
  return true;
}

/** The filter expressions (meta terms, facet values), or null when nothing can match. */
export function filterExpressions(target: Target, f: Filters, contentSites?: ContentSites): FilterSet | null {
  const out: FilterSet = { all: [], none: [] };
  if (target.kindTerm) out.all.push(metaAny([target.kindTerm]));
  let sites = f.scope.kind === 'all' ? null : f.scope.siteIds;
  if (f.journal?.length) {
    const wanted = f.journal;
    sites = sites ? sites.filter((s) => wanted.includes(s)) : wanted;
    if (!sites.length) return null;
  }
  if (!siteFilter(sites, contentSites?.[target.table], out)) return null;
  if (target.dated) {
    const win = windowYears(f.years);
    let years = win;
    if (f.year?.length) {
      const wanted = f.year;
      years = years ? years.filter((y) => wanted.includes(y)) : wanted;
      if (!years.length) return null;
    }
    if (years) out.all.push(metaAny(years.map((y) => `y${y}`)));
  }
  if (target.type === 'article') {
    if (f.column?.length) out.all.push(metaAny(f.column.map((c) => `c${c}`)));
    if (f.publishType !== undefined) out.all.push(metaAny([`pt${f.publishType}`]));
    if (f.openAccess !== undefined) out.all.push(metaAny([`oa${f.openAccess}`]));
    for (const [value, column] of [
      [f.author, 'authors'],
      [f.institution, 'institution'],
      [f.keyword, 'keywords'],
    ] as const) {
      if (!value) continue;
      const e = wholeValueExpression(value);
      if (!e) return null;
      out.all.push(onColumns([column], e));
    }
  } else {
    // Other resources: author / institution / keyword facets filter on their text fields.
    for (const [value, field] of [
      [f.author, 'author'],
      [f.institution, 'institution'],
      [f.keyword, 'keyword'],
    ] as const) {
      if (!value) continue;
      const e = phraseExpression(value);
      if (!e) return null;
      out.all.push(onColumns(target.fields[field], e));
    }
  }
  return out;
}

/** AND of the parts (each parenthesised), then NOT each excluded part. */
export function combine(parts: string[], none: string[] = []): string {
  let e = parts.length === 1 ? parts[0]! : parts.map((p) => `(${p})`).join(' AND ');
  for (const n of none) e = `(${e}) NOT (${n})`;
  return e;
}

/** The content expression with its filters; null when the query or the filters match nothing. */
export function withFilters(content: string | null, f: FilterSet | null): string | null {
  return content && f ? combine([content, ...f.all], f.none) : null;
}

/** Site ids per search table as recorded by the last rebuild (undefined before any). */
export async function contentSites(db: Db): Promise<ContentSites | undefined> {
  const row = await db.selectFrom('search_meta').select('value').where('key', '=', 'sites').executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.value) as ContentSites;
  } catch {
    return undefined;
  }
}

// ---- advanced search -----------------------------------------------------------------------------

export const ADV_FIELDS = ['title', 'author', 'institution', 'keyword', 'abstract', 'doi', 'part', 'firstPage', 'lastPage'] as const;
export type AdvField = (typeof ADV_FIELDS)[number];
export const ADV_OPS = ['AND', 'OR', 'NOT'] as const;
export type AdvOp = (typeof ADV_OPS)[number];

export interface AdvRow {
  field: AdvField;
  term: string;
  op: AdvOp;
  /** 1 exact, 0 fuzzy. */
  precise: 0 | 1;
}

const ADV_COLUMNS: Record<Exclude<AdvField, 'firstPage' | 'lastPage'>, string> = {
  title: 'title',
  author: 'authors',
  institution: 'institution',
  keyword: 'keywords',
  abstract: 'abstract',
  doi: 'doi',
  part: 'part',
};

/** FTS expression and highlight terms of one advanced row (expr null: nothing to search). */
export function advRowExpression(row: AdvRow): { expr: string | null; highlight: HighlightTerms } {
  const none: HighlightTerms = { cjk: [], words: [], dois: [] };
  if (row.field === 'firstPage' || row.field === 'lastPage') {
    return { expr: metaAny([`${row.field === 'firstPage' ? 'fp' : 'lp'}${Number(row.term)}`]), highlight: none };
  }
  const column = ADV_COLUMNS[row.field];
  if (row.field === 'doi') {
    const term = normalizeDoi(row.term);
    return { expr: onColumns([column], q(ftsTerm(term))), highlight: { cjk: [], words: [], dois: [term] } };
  }
  let e: string;
  if (row.precise === 1) {
    e = row.field === 'author' || row.field === 'institution' || row.field === 'keyword' ? wholeValueExpression(row.term) : phraseExpression(row.term);
  } else {
    e = fuzzyExpression(row.term);
  }
  const hl = analyzeQuery(row.term).highlight;
  return { expr: e ? onColumns([column], e) : null, highlight: hl };
}

/**
 * Rows joined left to right (each row's op joins it to the rows before it; the first row's op is
 * ignored): ((r1 op2 r2) op3 r3) ... Rows with nothing to search are skipped.
 */
export function advancedExpression(rows: AdvRow[]): { expr: string | null; highlight: HighlightTerms } {
  let acc: string | null = null;
  const hls: HighlightTerms[] = [];
  for (const row of rows) {
    const r = advRowExpression(row);
    if (!r.expr) continue;
    if (acc === null) {
      acc = r.expr;
      hls.push(r.highlight);
    } else {
      acc = `(${acc}) ${row.op} (${r.expr})`;
      if (row.op !== 'NOT') hls.push(r.highlight);
    }
  }
  return { expr: acc, highlight: mergeHighlightTerms(hls) };
}

/** A readable summary of advanced rows: (title: 电池) AND NOT (author: 王晓明 [exact]). */
export function advancedSummary(rows: AdvRow[]): string {
  return rows
    .map((r, i) => `${i === 0 ? '' : `${r.op} `}(${r.field}: ${r.term}${r.precise === 1 ? ' [exact]' : ''})`)
    .join(' ');
}

// ---- execution -----------------------------------------------------------------------------------

export interface IdsPage {
  ids: number[];
  total: number;
}

function weightsSql(t: Target): RawBuilder<unknown> {
  return sql.raw(t.weights.map((w) => w.toFixed(1)).join(', '));
}

const ARTICLE_SORT_COLUMNS: Record<Exclude<SortKey, 'relevance'>, string> = {
  date: 'date',
  views: 'views',
  downloads: 'downloads',
  citations: 'citations',
};

/** The SQL of a page of ids (exported for EXPLAIN QUERY PLAN tests and the benchmark). */
export function pageSql(t: Target, expr: string, sort: SortKey, size: number, offset: number): RawBuilder<{ id: number }> {
  const table = sql.table(t.table);
  if (t.type === 'article' && sort !== 'relevance') {
    const col = sql.ref(`k.${ARTICLE_SORT_COLUMNS[sort]}`);
    return sql<{ id: number }>`SELECT k.id AS id FROM search_articles f JOIN search_article_keys k ON k.id = f.rowid
      WHERE f.search_articles MATCH ${expr} ORDER BY ${col} DESC, k.id DESC LIMIT ${size} OFFSET ${offset}`;
  }
  const sortExpr = t.def && sort !== 'relevance' ? t.def.sorts[sort as 'date' | 'views'] : undefined;
  if (t.def && sortExpr) {
    const d = t.def;
    const joinArticle = d.source === 'pictures' || d.source === 'data_tables' ? sql.raw('LEFT JOIN articles a ON a.id = s.article_id') : sql.raw('');
    return sql<{ id: number }>`SELECT f.rowid AS id FROM ${table} f JOIN ${sql.table(d.source)} s ON s.${sql.ref(d.idColumn)} = f.rowid ${joinArticle}
      WHERE f.${sql.ref(t.table)} MATCH ${expr} ORDER BY ${sql.raw(sortExpr)} DESC, f.rowid DESC LIMIT ${size} OFFSET ${offset}`;
  }
  return sql<{ id: number }>`SELECT rowid AS id FROM ${table} WHERE ${table} MATCH ${expr}
    ORDER BY bm25(${table}, ${weightsSql(t)}), rowid DESC LIMIT ${size} OFFSET ${offset}`;
}

export function countSql(t: Target, expr: string): RawBuilder<{ n: number }> {
  const table = sql.table(t.table);
  return sql<{ n: number }>`SELECT count(*) AS n FROM ${table} WHERE ${table} MATCH ${expr}`;
}

/**
 * Relevance tiers of a simple search over all fields: documents whose title matches the whole
 * query come first (ranked by bm25 of the title), then the others (bm25 over every field, with
 * the column weights). Ranking only the title tier for the first pages keeps broad queries
 * (电池: 23k matches at 100k articles) cheap: bm25 is computed for the title matches only. When
 * the title tier is small, the rest is the full ranking without the title matches.
 */
export interface Tiers {
  /** Title matches, with the filters. */
  first: string;
  /** The other matches: the full expression NOT the title expression. */
  rest: string;
}

/** The tiers of a filtered expression (undefined when the query has no title tier). */
export function relevanceTiers(content: ContentQuery, f: FilterSet | null): Tiers | undefined {
  const expr = withFilters(content.expr, f);
  const first = withFilters(content.titleExpr, f);
  if (!expr || !first || !content.titleExpr) return undefined;
  return { first, rest: `(${expr}) NOT (${content.titleExpr})` };
}

/** Up to this many title matches, the rest tier is read from the full ranking minus them. */
export const SMALL_FIRST_TIER = 100;

/** Runs a query and returns its rows (the database by default; the benchmark passes its own). */
export type Runner = <R>(query: RawBuilder<R>) => Promise<R[]>;

export interface SearchIdsOptions {
  tiers?: Tiers;
  /** Test hook: the small-title-tier threshold. */
  smallFirstTier?: number;
  run?: Runner;
}

export async function searchIds(db: Db, t: Target, expr: string, sort: SortKey, page: number, size: number, opts: SearchIdsOptions = {}): Promise<IdsPage> {
  const run: Runner = opts.run ?? (async (query) => (await query.execute(db)).rows);
  const ids$ = async (query: RawBuilder<{ id: number }>) => (await run(query)).map((r) => Number(r.id));
  const count$ = async (e: string) => Number((await run(countSql(t, e)))[0]?.n ?? 0);
  const offset = (page - 1) * size;
  const tiers = opts.tiers;
  if (sort !== 'relevance' || !tiers) {
    const ids = await ids$(pageSql(t, expr, sort, size, offset));
    return { ids, total: await count$(expr) };
  }
  const small = opts.smallFirstTier ?? SMALL_FIRST_TIER;
  const total = await count$(expr);
  const inFirst = total ? await count$(tiers.first) : 0;
  const ids: number[] = [];
  const whole = inFirst > 0 && inFirst <= small;
  let firstIds: number[] = [];
  if (whole) {
    // The whole (small) title tier: its part of the page, and the ids to leave out of the rest.
    firstIds = await ids$(pageSql(t, tiers.first, 'relevance', inFirst, 0));
    ids.push(...firstIds.slice(offset, offset + size));
  } else if (offset < inFirst) {
    ids.push(...(await ids$(pageSql(t, tiers.first, 'relevance', Math.min(size, inFirst - offset), offset))));
  }
  const need = size - ids.length;
  if (need > 0 && offset + ids.length < total) {
    const restOffset = Math.max(0, offset - inFirst);
    if (inFirst <= small) {
      // Few title matches: the full ranking (bm25 over every field) without them; cheaper than
      // evaluating `expr NOT title`.
      const skip = new Set(firstIds);
      const full = await ids$(pageSql(t, expr, 'relevance', restOffset + need + skip.size, 0));
      ids.push(...full.filter((id) => !skip.has(id)).slice(restOffset, restOffset + need));
    } else {
      ids.push(...(await ids$(pageSql(t, tiers.rest, 'relevance', need, restOffset))));
    }
  }
  return { ids, total };
}

export async function countMatches(db: Db, t: Target, expr: string): Promise<number> {
  const r = await countSql(t, expr).execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

// ---- result items --------------------------------------------------------------------------------

function jsonStrings(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export type SearchItem = Record<string, unknown> & { id: number; type: ResourceType };

interface ArticleItemRow {
  id: number;
  site_id: number;
  doi: string;
  title: string;
  en_title: string;
  abstract: string;
  en_abstract: string;
  keywords: string;
  en_keywords: string;
  column_id: number | null;
  column_name: string | null;
  column_en_name: string | null;
  period_id: number | null;
  volume: number | null;
  issue: number | null;
  first_page: number | null;
  last_page: number | null;
  published_date: string | null;
  online_date: string | null;
  accepted_date: string | null;
  year: number;
  version_label: number;
  publish_type: number;
  open_access: number;
  views: number;
  downloads: number;
  citations: number;
  journal_name: string | null;
  journal_en_name: string | null;
}

async function articleItems(db: Db, ids: number[], hl: HighlightTerms): Promise<SearchItem[]> {
  const rows = (
    await sql<ArticleItemRow>`SELECT a.id, a.site_id, a.doi, a.title, a.en_title, a.abstract, a.en_abstract, a.keywords, a.en_keywords,
      a.column_id, c.name AS column_name, c.en_name AS column_en_name, a.period_id, p.volume, p.issue, a.first_page, a.last_page,
      a.published_date, a.online_date, a.accepted_date, a.year, a.version_label, a.publish_type, a.open_access, a.views, a.downloads,
      a.citations, pub.name AS journal_name, pub.en_name AS journal_en_name
      FROM articles a LEFT JOIN columns c ON c.id = a.column_id LEFT JOIN periods p ON p.id = a.period_id
      LEFT JOIN publications pub ON pub.site_id = a.site_id
      WHERE a.id IN (${sql.join(ids)})`.execute(db)
  ).rows;
  const authors = await db
    .selectFrom('article_authors')
    .select(['article_id', 'name', 'en_name', 'corresponding'])
    .where('article_id', 'in', ids)
    .orderBy('article_id')
    .orderBy('ord')
    .execute();
  const byArticle = new Map<number, { name: string; enName: string; corresponding: boolean }[]>();
  for (const a of authors) {
    const list = byArticle.get(a.article_id) ?? [];
    list.push({ name: a.name, enName: a.en_name, corresponding: a.corresponding === 1 });
    byArticle.set(a.article_id, list);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id): SearchItem[] => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        type: 'article',
        resourceType: RESOURCE_TYPE_IDS.article,
        siteId: r.site_id,
        doi: r.doi,
        title: r.title,
        enTitle: r.en_title,
        abstract: r.abstract,
        enAbstract: r.en_abstract,
        keywords: jsonStrings(r.keywords),
        enKeywords: jsonStrings(r.en_keywords),
        authors: byArticle.get(id) ?? [],
        journal: { siteId: r.site_id, name: r.journal_name, enName: r.journal_en_name },
        columnId: r.column_id,
        columnName: r.column_name,
        enColumnName: r.column_en_name,
        periodId: r.period_id,
        year: r.year,
        volume: r.volume,
        issue: r.issue,
        firstPage: r.first_page,
        lastPage: r.last_page,
        publishedDate: r.published_date,
        onlineDate: r.online_date,
        acceptedDate: r.accepted_date,
        versionLabel: r.version_label,
        publishType: r.publish_type,
        openAccess: r.open_access,
        views: r.views,
        downloads: r.downloads,
        citations: r.citations,
        highlight: {
          title: highlight(r.title, hl),
          enTitle: highlight(r.en_title, hl),
          abstract: highlightSnippet(r.abstract, hl),
          enAbstract: highlightSnippet(r.en_abstract, hl),
          authors: (byArticle.get(id) ?? []).map((a) => highlight(a.name, hl)),
          enAuthors: (byArticle.get(id) ?? []).map((a) => highlight(a.enName, hl)),
        },
      },
    ];
  });
}

type Row = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : v === null || v === undefined ? null : String(v));

/** Per resource: the item fields and the texts shown as title / abstract (highlighted). */
function mapResource(type: ResourceType, r: Row): { fields: Row; title: unknown; enTitle: unknown; abstract: unknown; enAbstract: unknown } {
  switch (type) {
    case 'publication':
      return {
        fields: {
          siteId: r.site_id, name: r.name, enName: r.en_name, issn: r.issn, eissn: r.eissn, cn: r.cn, cover: r.cover,
          frequency: r.frequency, enFrequency: r.en_frequency, publisher: r.publisher, enPublisher: r.en_publisher,
          foundedYear: r.founded_year,
        },
        title: r.name, enTitle: r.en_name, abstract: r.description, enAbstract: r.en_description,
      };
    case 'picture':
    case 'table':
      return {
        fields: {
          siteId: r.site_id, articleId: r.article_id, ord: r.ord, caption: r.caption, enCaption: r.en_caption,
          ...(type === 'picture' ? { url: r.url } : {}),
          article: { id: r.article_id, title: r.a_title, enTitle: r.a_en_title, doi: r.a_doi, year: r.a_year },
        },
        title: r.caption, enTitle: r.en_caption, abstract: r.a_title, enAbstract: r.a_en_title,
      };
    case 'video':
    case 'audio':
      return {
        fields: {
          siteId: r.site_id, kind: r.kind, title: r.title, enTitle: r.en_title, description: r.description, enDescription: r.en_description,
          url: r.url, cover: r.cover, durationSec: r.duration_sec, articleId: r.article_id, publishedDate: r.published_date, views: r.views,
        },
        title: r.title, enTitle: r.en_title, abstract: r.description, enAbstract: r.en_description,
      };
    case 'news':
      return {
        fields: {
          siteId: r.site_id, newsDataType: r.news_data_type, title: r.title, enTitle: r.en_title, summary: r.summary, enSummary: r.en_summary,
          original: r.original, sourceLink: r.source_link, pictureUrl: r.picture_url ?? r.top_picture_url ?? null,
          publishedDate: r.published_date, views: r.views,
        },
        title: r.title, enTitle: r.en_title, abstract: r.summary, enAbstract: r.en_summary,
      };
    case 'book':
      return {
        fields: {
          siteId: r.site_id, title: r.title, enTitle: r.en_title, authors: r.authors, enAuthors: r.en_authors, isbn: r.isbn,
          publisher: r.publisher, enPublisher: r.en_publisher, year: r.year, cover: r.cover,
        },
        title: r.title, enTitle: r.en_title, abstract: r.description, enAbstract: r.en_description,
      };
    case 'expert':
      return {
        fields: {
          siteId: r.site_id, name: r.name, enName: r.en_name, title: r.title, enTitle: r.en_title, institution: r.institution,
          enInstitution: r.en_institution, research: r.research, enResearch: r.en_research, photo: r.photo,
        },
        title: r.name, enTitle: r.en_name, abstract: r.research, enAbstract: r.en_research,
      };
    default:
      return {
        fields: { siteId: r.site_id, name: r.name, enName: r.en_name, cover: r.cover, createdDate: r.created_date },
        title: r.name, enTitle: r.en_name, abstract: r.description, enAbstract: r.en_description,
      };
  }
}

async function resourceItems(db: Db, t: Target, ids: number[], hl: HighlightTerms): Promise<SearchItem[]> {
  const d = t.def!;
  const rows =
    d.source === 'pictures' || d.source === 'data_tables'
      ? (
          await sql<Row>`SELECT s.*, a.title AS a_title, a.en_title AS a_en_title, a.doi AS a_doi, a.year AS a_year
            FROM ${sql.table(d.source)} s LEFT JOIN articles a ON a.id = s.article_id WHERE s.id IN (${sql.join(ids)})`.execute(db)
        ).rows
      : (await sql<Row>`SELECT * FROM ${sql.table(d.source)} WHERE ${sql.ref(d.idColumn)} IN (${sql.join(ids)})`.execute(db)).rows;
  const byId = new Map(rows.map((r) => [Number(r[d.idColumn]), r]));
  return ids.flatMap((id): SearchItem[] => {
    const r = byId.get(id);
    if (!r) return [];
    const m = mapResource(t.type, r);
    return [
      {
        id,
        type: t.type,
        resourceType: RESOURCE_TYPE_IDS[t.type] ?? null,
        ...m.fields,
        highlight: {
          title: highlight(str(m.title), hl),
          enTitle: highlight(str(m.enTitle), hl),
          abstract: highlightSnippet(str(m.abstract), hl),
          enAbstract: highlightSnippet(str(m.enAbstract), hl),
        },
      },
    ];
  });
}

export async function searchItems(db: Db, t: Target, ids: number[], hl: HighlightTerms): Promise<SearchItem[]> {
  if (!ids.length) return [];
  return t.type === 'article' ? articleItems(db, ids, hl) : resourceItems(db, t, ids, hl);
}

// ---- facets (clusters) -----------------------------------------------------------------------------

export interface FacetEntry {
  value: string | number;
  label: string;
  enLabel?: string;
  /** resourceType facet: the spec's resource type id, when it has one. */
  id?: number;
  count: number;
}

export interface Clusters {
  year: FacetEntry[];
  journal: FacetEntry[];
  column: FacetEntry[];
  author: FacetEntry[];
  institution: FacetEntry[];
  keyword: FacetEntry[];
  resourceType: FacetEntry[];
}

export const FACET_LIMIT = 20;

async function journalLabels(db: Db, ids: number[]): Promise<Map<number, { name: string; enName: string }>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('publications').select(['site_id', 'name', 'en_name']).where('site_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.site_id, { name: r.name, enName: r.en_name }]));
}

async function articleFacets(db: Db, expr: string, lang: 'zh' | 'en'): Promise<Omit<Clusters, 'resourceType'>> {
  const m = sql`f.search_articles MATCH ${expr}`;
  const from = sql`search_articles f JOIN search_article_keys k ON k.id = f.rowid`;
  // Year, journal and column in one pass over the matches' keys.
  const ysc = await sql<{ y: number; s: number; c: number | null; n: number }>`SELECT k.year AS y, k.site_id AS s, k.column_id AS c,
      count(*) AS n FROM ${from} WHERE ${m} GROUP BY k.year, k.site_id, k.column_id`.execute(db);
  const sum = (key: (r: { y: number; s: number; c: number | null }) => number | null) => {
    const out = new Map<number, number>();
    for (const r of ysc.rows) {
      const k = key(r);
      if (k !== null) out.set(Number(k), (out.get(Number(k)) ?? 0) + Number(r.n));
    }
    return [...out].map(([v, n]) => ({ v, n }));
  };
  const years = sum((r) => r.y).sort((a, b) => b.v - a.v);
  const journals = sum((r) => r.s).sort((a, b) => b.n - a.n || a.v - b.v);
  const columns = sum((r) => r.c).sort((a, b) => b.n - a.n || a.v - b.v).slice(0, FACET_LIMIT);
  // Author / institution / keyword: from the article's own rows (names in the asked language).
  const nameCol = sql.raw(lang === 'en' ? 'en_name' : 'name');
  const kwCol = sql.raw(lang === 'en' ? 'en_keywords' : 'keywords');
  const [authors, institutions, keywords] = await Promise.all([
    sql<{ v: string; n: number }>`SELECT au.${nameCol} AS v, count(DISTINCT au.article_id) AS n FROM search_articles f
      JOIN article_authors au ON au.article_id = f.rowid WHERE ${m} GROUP BY v ORDER BY n DESC, v LIMIT ${FACET_LIMIT}`.execute(db),
    sql<{ v: string; n: number }>`SELECT af.${nameCol} AS v, count(DISTINCT af.article_id) AS n FROM search_articles f
      JOIN article_affiliations af ON af.article_id = f.rowid WHERE ${m} GROUP BY v ORDER BY n DESC, v LIMIT ${FACET_LIMIT}`.execute(db),
    sql<{ v: string; n: number }>`SELECT j.value AS v, count(DISTINCT a.id) AS n FROM search_articles f JOIN articles a ON a.id = f.rowid,
      json_each(a.${kwCol}) j WHERE ${m} AND j.type = 'text' GROUP BY v ORDER BY n DESC, v LIMIT ${FACET_LIMIT}`.execute(db),
  ]);
  const entries = (r: { rows: { v: string; n: number }[] }) => r.rows.map((x) => ({ value: x.v, label: x.v, count: Number(x.n) }));
  const jl = await journalLabels(db, journals.map((r) => r.v));
  const colIds = columns.map((r) => r.v);
  const cl = colIds.length ? await db.selectFrom('columns').select(['id', 'name', 'en_name']).where('id', 'in', colIds).execute() : [];
  const cmap = new Map(cl.map((c) => [c.id, c]));
  return {
    year: years.map((r) => ({ value: r.v, label: String(r.v), count: r.n })),
    journal: journals.map((r) => ({ value: r.v, label: jl.get(r.v)?.name ?? String(r.v), enLabel: jl.get(r.v)?.enName ?? String(r.v), count: r.n })),
    column: columns.map((r) => ({ value: r.v, label: cmap.get(r.v)?.name ?? String(r.v), enLabel: cmap.get(r.v)?.en_name ?? String(r.v), count: r.n })),
    author: entries(authors),
    institution: entries(institutions),
    keyword: entries(keywords),
  };
}

const YEAR_SQL: Partial<Record<ResourceDef['source'], string>> = {
  pictures: 'a.year',
  data_tables: 'a.year',
  media: 'CAST(substr(s.published_date, 1, 4) AS INTEGER)',
  news: 'CAST(substr(s.published_date, 1, 4) AS INTEGER)',
  books: 's.year',
  collections: 'CAST(substr(s.created_date, 1, 4) AS INTEGER)',
};

async function resourceFacets(db: Db, t: Target, expr: string): Promise<Omit<Clusters, 'resourceType'>> {
  const d = t.def!;
  const joinArticle = d.source === 'pictures' || d.source === 'data_tables' ? sql.raw('LEFT JOIN articles a ON a.id = s.article_id') : sql.raw('');
  const from = sql`${sql.table(t.table)} f JOIN ${sql.table(d.source)} s ON s.${sql.ref(d.idColumn)} = f.rowid ${joinArticle}`;
  const m = sql`f.${sql.ref(t.table)} MATCH ${expr}`;
  const ySql = YEAR_SQL[d.source];
  const years = ySql
    ? (await sql<{ v: number; n: number }>`SELECT ${sql.raw(ySql)} AS v, count(*) AS n FROM ${from} WHERE ${m} AND v IS NOT NULL GROUP BY v ORDER BY v DESC`.execute(db)).rows
    : [];
  const journals = (await sql<{ v: number; n: number }>`SELECT s.site_id AS v, count(*) AS n FROM ${from} WHERE ${m} GROUP BY v ORDER BY n DESC, v`.execute(db)).rows;
  const jl = await journalLabels(db, journals.map((r) => Number(r.v)));
  return {
    year: years.map((r) => ({ value: Number(r.v), label: String(r.v), count: Number(r.n) })),
    journal: journals.map((r) => ({
      value: Number(r.v),
      label: jl.get(Number(r.v))?.name ?? String(r.v),
      enLabel: jl.get(Number(r.v))?.enName ?? String(r.v),
      count: Number(r.n),
    })),
    column: [],
    author: [],
    institution: [],
    keyword: [],
  };
}

export async function facets(db: Db, t: Target, expr: string, lang: 'zh' | 'en'): Promise<Omit<Clusters, 'resourceType'>> {
  return t.type === 'article' ? articleFacets(db, expr, lang) : resourceFacets(db, t, expr);
}

/**
 * Counts per resource type for a simple query (the resourceType facet): each type's own content
 * expression for the field, with the scope and year filters.
 */
export async function resourceTypeCounts(db: Db, field: SearchField, text: string, filters: Filters, sites?: ContentSites): Promise<FacetEntry[]> {
  const out: FacetEntry[] = [];
  for (const type of RESOURCE_TYPES) {
    const t = targetOf(type);
    const expr = withFilters(contentQuery(t, field, text).expr, filterExpressions(t, { scope: filters.scope, years: filters.years }, sites));
    const n = expr ? await countMatches(db, t, expr) : 0;
    out.push({ value: type, label: type, count: n, ...(RESOURCE_TYPE_IDS[type] !== undefined ? { id: RESOURCE_TYPE_IDS[type] } : {}) });
  }
  return out;
}
