/**
 * Search services (issue 3, spec 5 / 7.7 / 9): simple search of one resource type and its facet
 * counts, the analysed terms of a keyword, advanced article search (rows of field x term joined by
 * AND / OR / NOT) and its facet counts. Scoped to the site (group -> its members, all ->
 * everything; siteId defaults to the siteId header). An empty keyword or one longer than
 * MAX_TERM_LENGTH characters is refused (HTTP 400) before anything else runs. Queries:
 * server/search/.
 */
import { siteScope, type SiteScope } from '../../content/scope';
import {
  ADV_FIELDS,
  ADV_OPS,
  advancedExpression,
  advancedSummary,
  contentQuery,
  contentSites,
  facets,
  filterExpressions,
  relevanceTiers,
  resourceTypeCounts,
  searchIds,
  searchItems,
  targetOf,
  withFilters,
  ARTICLE_TARGET,
  type AdvField,
  type AdvOp,
  type AdvRow,
  type ContentSites,
  type Filters,
  type SearchField,
  type SortKey,
  type Target,
  type Tiers,
  type YearWindow,
} from '../../search/query';
import { TYPE_ALIASES, type ResourceType } from '../../search/resources';
import { queryTerms } from '../../search/tokenizer';
import type { ServiceContext } from '../context';
import { badRequest, siteNotFound } from '../errors';
import { SEARCH_SIZE } from './scope';

export const MAX_TERM_LENGTH = 150;
export const EMPTY_TERM_MESSAGE = 'Please enter the search term.';
export const LONG_TERM_MESSAGE = `The search term must be at most ${MAX_TERM_LENGTH} characters.`;
export const SEARCH_PAGE_SIZE = SEARCH_SIZE;
/** Most rows an advanced search takes. */
export const MAX_ROWS = 10;

// ---- parameters ------------------------------------------------------------------------------------

export interface CommonQuery {
  siteId?: number;
  years?: YearWindow;
  sort?: SortKey;
  page?: number;
  size?: number;
  year?: string;
  journal?: string;
  column?: string;
  author?: string;
  institution?: string;
  keyword?: string;
  language?: 'zh' | 'en';
}

export interface SimpleQuery extends CommonQuery {
  q?: string;
  type?: string;
  resourceType?: string;
  field?: SearchField;
}

export interface AdvQuery extends CommonQuery {
  /** An array of rows or its JSON text. */
  rows?: unknown;
  publishType?: number;
  openAccess?: number;
}

// ---- helpers ---------------------------------------------------------------------------------------

/** The keyword's problem (empty / too long), or null. */
export function termProblem(q: string | undefined): string | null {
  const t = (q ?? '').trim();
  if (!t) return EMPTY_TERM_MESSAGE;
  if (Array.from(t).length > MAX_TERM_LENGTH) return LONG_TERM_MESSAGE;
  return null;
}

/** The keyword, trimmed, or a 400 refusal naming its problem. */
function checkedTerm(q: string | undefined): string {
  const problem = termProblem(q);
  if (problem) throw badRequest(problem);
  return q!.trim();
}

const ints = (s: string | undefined): number[] | undefined => (s ? s.split(',').map(Number) : undefined);

function filtersOf(scope: SiteScope, qy: CommonQuery & { publishType?: number; openAccess?: number }): Filters {
  return {
    scope,
    years: qy.years,
    year: ints(qy.year),
    journal: ints(qy.journal),
    column: ints(qy.column),
    author: qy.author,
    institution: qy.institution,
    keyword: qy.keyword,
    publishType: qy.publishType,
    openAccess: qy.openAccess,
  };
}

/** Language of facet values: the parameter, else the language header; en or zh. */
function langOf(ctx: ServiceContext, qy: CommonQuery): 'zh' | 'en' {
  return (qy.language ?? ctx.request.language) === 'en' ? 'en' : 'zh';
}

/** Scope of the asked site (else the siteId header): 400 without a site id, 10404 for an unknown site. */
async function scopeOf(ctx: ServiceContext, siteId: number | undefined): Promise<SiteScope> {
  const id = siteId ?? ctx.request.siteId;
  if (id === undefined) throw badRequest('querystring/siteId is required');
  await ctx.config.fresh();
  const scope = await siteScope(ctx.config, id);
  if (!scope) throw siteNotFound(id);
  return scope;
}

const ms = (t0: number) => Math.round((performance.now() - t0) * 10) / 10;

function emptyFacets() {
  return { year: [], journal: [], column: [], author: [], institution: [], keyword: [] };
}

// ---- advanced rows ---------------------------------------------------------------------------------

/** Parse and check advanced rows (array or JSON string): rows, or a message naming the problem. */
export function parseRows(raw: unknown): { rows: AdvRow[] } | { error: string } {
  let value = raw;
  if (value === undefined || value === null || value === '') return { error: EMPTY_TERM_MESSAGE };
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return { error: 'rows must be a JSON array of {field, term, op, precise}' };
    }
  }
  if (!Array.isArray(value)) return { error: 'rows must be an array of {field, term, op, precise}' };
  if (value.length > MAX_ROWS) return { error: `rows must have at most ${MAX_ROWS} entries` };
  const rows: AdvRow[] = [];
  for (const [i, r] of value.entries()) {
    const at = `rows[${i}]`;
    if (!r || typeof r !== 'object' || Array.isArray(r)) return { error: `${at} must be an object {field, term, op, precise}` };
    const o = r as Record<string, unknown>;
    const field = o.field ?? 'title';
    if (typeof field !== 'string' || !(ADV_FIELDS as readonly string[]).includes(field)) {
      return { error: `${at}.field must be one of: ${ADV_FIELDS.join(', ')}` };
    }
    const op = typeof o.op === 'string' ? o.op.toUpperCase() : (o.op ?? 'AND');
    if (typeof op !== 'string' || !(ADV_OPS as readonly string[]).includes(op)) return { error: `${at}.op must be one of: ${ADV_OPS.join(', ')}` };
    const precise = o.precise === undefined || o.precise === null || o.precise === '' ? 0 : Number(o.precise);
    if (precise !== 0 && precise !== 1) return { error: `${at}.precise must be 0 (fuzzy) or 1 (exact)` };
    const term = o.term === undefined || o.term === null ? '' : o.term;
    if (typeof term !== 'string' && typeof term !== 'number') return { error: `${at}.term must be a string` };
    const t = String(term).trim();
    if (!t) continue; // blank rows of the form are ignored
    if (Array.from(t).length > MAX_TERM_LENGTH) return { error: LONG_TERM_MESSAGE };
    if ((field === 'firstPage' || field === 'lastPage') && !/^\d{1,9}$/.test(t)) return { error: `${at}.term must be a page number for field ${field}` };
    rows.push({ field: field as AdvField, term: t, op: op as AdvOp, precise: precise as 0 | 1 });
  }
  if (!rows.length) return { error: EMPTY_TERM_MESSAGE };
  return { rows };
}

// ---- prepared searches -----------------------------------------------------------------------------

/** What a search and its facet counts share: the checked parameters turned into an FTS expression. */
interface Prepared {
  /** performance.now() when the call started (for `took`). */
  t0: number;
  target: Target;
  scope: SiteScope;
  filters: Filters;
  sites: ContentSites | undefined;
  /** null: nothing can match (empty answer without a query). */
  expr: string | null;
  highlight: Parameters<typeof searchItems>[3];
}

interface PreparedSimple extends Prepared {
  terms: string[];
  field: SearchField;
  q: string;
  tiers: Tiers | undefined;
}

/** The keyword checked first (no query, not even the site lookup, for a bad one), then the scope. */
async function prepareSimple(ctx: ServiceContext, qy: SimpleQuery): Promise<PreparedSimple> {
  const t0 = performance.now();
  const q = checkedTerm(qy.q);
  const scope = await scopeOf(ctx, qy.siteId);
  const type: ResourceType = TYPE_ALIASES[qy.resourceType ?? qy.type ?? 'article'] ?? 'article';
  const target = targetOf(type);
  const field = qy.field ?? 'all';
  const content = contentQuery(target, field, q);
  const filters = filtersOf(scope, qy);
  const sites = await contentSites(ctx.db);
  const f = filterExpressions(target, filters, sites);
  const expr = withFilters(content.expr, f);
  const tiers = relevanceTiers(content, f);
  return { t0, target, scope, filters, sites, expr, tiers, highlight: content.highlight, terms: content.analyzed.terms, field, q };
}

/** The rows checked first (400 naming the problem), then the scope; `echo` is the parsed query. */
async function prepareAdvanced(ctx: ServiceContext, qy: AdvQuery): Promise<Prepared & { echo: Record<string, unknown> }> {
  const t0 = performance.now();
  const parsed = parseRows(qy.rows);
  if ('error' in parsed) throw badRequest(parsed.error);
  const scope = await scopeOf(ctx, qy.siteId);
  const adv = advancedExpression(parsed.rows);
  const filters = filtersOf(scope, qy);
  const sites = await contentSites(ctx.db);
  const expr = withFilters(adv.expr, filterExpressions(ARTICLE_TARGET, filters, sites));
  const echo = {
    rows: parsed.rows,
    publishType: qy.publishType ?? null,
    openAccess: qy.openAccess ?? null,
    years: qy.years ?? 'all',
    sort: qy.sort ?? 'relevance',
    summary: advancedSummary(parsed.rows),
  };
  return { t0, target: ARTICLE_TARGET, scope, filters, sites, expr, highlight: adv.highlight, echo };
}

// ---- services --------------------------------------------------------------------------------------

/** One resource type of the site scope: ranked or sorted, paged, with highlighted titles and abstracts. */
export async function search(ctx: ServiceContext, qy: SimpleQuery) {
  const p = await prepareSimple(ctx, qy);
  const page = qy.page ?? 1;
  const size = qy.size ?? SEARCH_PAGE_SIZE;
  const found = p.expr ? await searchIds(ctx.db, p.target, p.expr, qy.sort ?? 'relevance', page, size, { tiers: p.tiers }) : { ids: [], total: 0 };
  const list = await searchItems(ctx.db, p.target, found.ids, p.highlight);
  return { list, total: found.total, page, size, took: ms(p.t0), type: p.target.type, terms: p.terms };
}

/** Facet counts of a search: year, journal, column, author, institution, keyword, resourceType. */
export async function searchClusters(ctx: ServiceContext, qy: SimpleQuery) {
  const p = await prepareSimple(ctx, qy);
  const f = p.expr ? await facets(ctx.db, p.target, p.expr, langOf(ctx, qy)) : emptyFacets();
  const resourceType = await resourceTypeCounts(ctx.db, p.field, p.q, p.filters, p.sites);
  return { ...f, resourceType, took: ms(p.t0) };
}

/** The analysed terms of a keyword (the tokenizer's query terms); type and siteId are accepted, unused. */
export async function analyze(_ctx: ServiceContext, qy: { q?: string; type?: string; siteId?: number }): Promise<string[]> {
  return queryTerms(checkedTerm(qy.q));
}

/** Advanced article search: rows joined by AND / OR / NOT, filters, sort, paging; the parsed query echoed. */
export async function advSearch(ctx: ServiceContext, qy: AdvQuery) {
  const p = await prepareAdvanced(ctx, qy);
  const page = qy.page ?? 1;
  const size = qy.size ?? SEARCH_PAGE_SIZE;
  const found = p.expr ? await searchIds(ctx.db, p.target, p.expr, qy.sort ?? 'relevance', page, size) : { ids: [], total: 0 };
  const list = await searchItems(ctx.db, p.target, found.ids, p.highlight);
  return { list, total: found.total, page, size, took: ms(p.t0), query: p.echo };
}

/** Facet counts of an advanced search (resourceType: the articles only); the parsed query echoed. */
export async function advSearchClusters(ctx: ServiceContext, qy: AdvQuery) {
  const p = await prepareAdvanced(ctx, qy);
  const f = p.expr ? await facets(ctx.db, p.target, p.expr, langOf(ctx, qy)) : emptyFacets();
  const total = f.journal.reduce((s, e) => s + e.count, 0);
  return { ...f, resourceType: [{ value: 'article', label: 'article', id: 428, count: total }], took: ms(p.t0), query: p.echo };
}
