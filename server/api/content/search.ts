/**
 * Search endpoints (issue 3, spec 5 / 7.7 / 9): /front/search, /front/search/clusters,
 * /front/search/analyze, /front/advSearch and /front/advSearch/clusters (GET with `rows` as a
 * JSON string, or POST with a JSON body). Envelope {status, data, message}; scoped to the site
 * (group -> its members, all -> everything). An empty keyword or one longer than 150 characters
 * answers 400 with a clear message and runs no query. Queries: server/search/.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { siteScope, type SiteScope } from '../../content/scope';
import { STATUS, envelope, headersSchema, querySchema, responses, sendJson, siteIdParam, siteNotFoundMessage } from '../shared';
import {
  ADV_FIELDS,
  ADV_OPS,
  SEARCH_FIELDS,
  SORTS,
  YEAR_WINDOWS,
  advancedExpression,
  advancedSummary,
  contentQuery,
  contentSites,
  facets,
  filterExpressions,
  resourceTypeCounts,
  searchIds,
  searchItems,
  relevanceTiers,
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

export const MAX_TERM_LENGTH = 150;
export const EMPTY_TERM_MESSAGE = 'Please enter the search term.';
export const LONG_TERM_MESSAGE = `The search term must be at most ${MAX_TERM_LENGTH} characters.`;
export const SEARCH_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 10000;
const MAX_ROWS = 10;

const TAG = 'search';

// ---- parameter schemas ---------------------------------------------------------------------------

const TYPE_NAMES = Object.keys(TYPE_ALIASES);

const common = {
  siteId: { ...siteIdParam, description: 'Site whose scope is searched (group: its members too; all: everything). Default: the siteId header.' },
  years: { type: 'string', enum: [...YEAR_WINDOWS], default: 'all', description: 'Publication years: all, or the last 5 / 3 / 1 calendar years.' },
  sort: { type: 'string', enum: [...SORTS], default: 'relevance', description: 'relevance, date, views, downloads or citations (descending).' },
  page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1, description: 'Page, 1-based.' },
  size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: SEARCH_PAGE_SIZE, description: `Page size (default ${SEARCH_PAGE_SIZE}).` },
  year: { type: 'string', pattern: '^\\d{4}(,\\d{4})*$', description: 'Facet filter: year(s), comma-separated.' },
  journal: { type: 'string', pattern: '^\\d{1,10}(,\\d{1,10})*$', description: 'Facet filter: journal site id(s), comma-separated.' },
  column: { type: 'string', pattern: '^\\d{1,10}(,\\d{1,10})*$', description: 'Facet filter: column id(s), comma-separated.' },
  author: { type: 'string', minLength: 1, maxLength: MAX_TERM_LENGTH, description: 'Facet filter: an author name (exact value, zh or en).' },
  institution: { type: 'string', minLength: 1, maxLength: 300, description: 'Facet filter: an institution (exact value).' },
  keyword: { type: 'string', minLength: 1, maxLength: MAX_TERM_LENGTH, description: 'Facet filter: a keyword (exact value).' },
  language: { type: 'string', enum: ['zh', 'en'], description: 'Language of author / institution / keyword facet values (default: the language header, else zh).' },
} as const;

const typeParam = {
  type: 'string',
  enum: TYPE_NAMES,
  default: 'article',
  description: 'Resource type: article (thesis, 428), publication (-3), picture (25), table, video (29), audio (28), news (-2), other (0), book, expert.',
} as const;

const simpleProps = {
  ...common,
  q: { type: 'string', description: `Search term (required, at most ${MAX_TERM_LENGTH} characters). "Quotes" make a phrase; a DOI finds its article.` },
  type: typeParam,
  resourceType: { ...typeParam, default: undefined, description: 'Facet filter: resource type (overrides type).' },
  field: { type: 'string', enum: [...SEARCH_FIELDS], default: 'all', description: 'Field searched: title, author, institution, keyword, abstract, doi or all.' },
} as const;

const advProps = {
  ...common,
  rows: {
    description:
      'Rows [{field, term, op, precise}]: field title|author|institution|keyword|abstract|doi|part|firstPage|lastPage; op AND|OR|NOT joins the row ' +
      'to the rows before it; precise 1 exact / 0 fuzzy. GET: a JSON string.',
  },
  publishType: { type: 'integer', enum: [0, 1], description: '0 formal (in an issue), 1 online first.' },
  openAccess: { type: 'integer', enum: [0, 1], description: '0 open access, 1 not open access.' },
} as const;

const itemSchema = { type: 'object', additionalProperties: true } as const;
const listData = {
  type: 'object',
  required: ['list', 'total', 'page', 'size', 'took'],
  properties: {
    list: { type: 'array', items: itemSchema, description:
        'Items; `highlight` holds title / enTitle (whole) and abstract / enAbstract (a snippet of about 200 characters around the first ' +
        'match, … where cut) as escaped HTML with <em class="hl"> marks; the plain fields are the stored text.' },
    total: { type: 'integer' },
    page: { type: 'integer' },
    size: { type: 'integer' },
    took: { type: 'number', description: 'Milliseconds spent.' },
    terms: { type: 'array', items: { type: 'string' } },
    query: { type: 'object', additionalProperties: true },
  },
} as const;
const facetList = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;
const clustersData = {
  type: 'object',
  properties: {
    year: facetList,
    journal: facetList,
    column: facetList,
    author: facetList,
    institution: facetList,
    keyword: facetList,
    resourceType: facetList,
    took: { type: 'number' },
  },
} as const;

// ---- request types ---------------------------------------------------------------------------------

interface CommonQuery {
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

interface SimpleQuery extends CommonQuery {
  q?: string;
  type?: string;
  resourceType?: string;
  field?: SearchField;
}

interface AdvQuery extends CommonQuery {
  rows?: unknown;
  publishType?: number;
  openAccess?: number;
}

// ---- helpers ---------------------------------------------------------------------------------------

function bad(reply: FastifyReply, message: string): FastifyReply {
  return sendJson(reply, envelope(null, STATUS.badRequest, message), 400);
}

/** The keyword's problem (empty / too long), or null. */
export function termProblem(q: string | undefined): string | null {
  const t = (q ?? '').trim();
  if (!t) return EMPTY_TERM_MESSAGE;
  if (Array.from(t).length > MAX_TERM_LENGTH) return LONG_TERM_MESSAGE;
  return null;
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

function langOf(req: FastifyRequest, qy: CommonQuery): 'zh' | 'en' {
  return (qy.language ?? req.masthead.language) === 'en' ? 'en' : 'zh';
}

/** Scope of the asked site, or undefined after answering (400 no site id / 10404 unknown site). */
async function scopeOf(req: FastifyRequest, reply: FastifyReply, siteId: number | undefined): Promise<SiteScope | undefined> {
  const id = siteId ?? req.masthead.siteId;
  if (id === undefined) {
    bad(reply, 'querystring/siteId is required');
    return undefined;
  }
  const svc = req.server.masthead.config;
  await svc.fresh();
  const scope = await siteScope(svc, id);
  if (!scope) {
    sendJson(reply, envelope(null, STATUS.siteNotFound, siteNotFoundMessage(id)));
    return undefined;
  }
  return scope;
}

const ms = (t0: number) => Math.round((performance.now() - t0) * 10) / 10;

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

// ---- the plugin --------------------------------------------------------------------------------------

interface Prepared {
  t0: number;
  target: Target;
  scope: SiteScope;
  filters: Filters;
  sites: ContentSites | undefined;
  /** null: nothing can match (empty answer without a query). */
  expr: string | null;
  highlight: Parameters<typeof searchItems>[3];
}

export const searchRoutes: FastifyPluginAsync = async (app) => {
  const db = app.masthead.config.db;

  async function prepareSimple(
    req: FastifyRequest<{ Querystring: SimpleQuery }>,
    reply: FastifyReply,
  ): Promise<(Prepared & { terms: string[]; field: SearchField; q: string; tiers: Tiers | undefined }) | undefined> {
    const t0 = performance.now();
    const qy = req.query;
    const problem = termProblem(qy.q);
    if (problem) {
      bad(reply, problem);
      return undefined;
    }
    const scope = await scopeOf(req, reply, qy.siteId);
    if (!scope) return undefined;
    const type: ResourceType = TYPE_ALIASES[qy.resourceType ?? qy.type ?? 'article'] ?? 'article';
    const target = targetOf(type);
    const field = qy.field ?? 'all';
    const q = qy.q!.trim();
    const content = contentQuery(target, field, q);
    const filters = filtersOf(scope, qy);
    const sites = await contentSites(db);
    const f = filterExpressions(target, filters, sites);
    const expr = withFilters(content.expr, f);
    const tiers = relevanceTiers(content, f);
    return { t0, target, scope, filters, sites, expr, tiers, highlight: content.highlight, terms: content.analyzed.terms, field, q };
  }

  app.get<{ Querystring: SimpleQuery }>(
    '/front/search',
    {
      schema: {
        tags: [TAG],
        summary: 'Search one resource type of the site scope; ranked or sorted, paged (20), with highlighted titles and abstracts.',
        querystring: querySchema(simpleProps),
        headers: headersSchema,
        response: responses(listData),
      },
    },
    async (req, reply) => {
      const p = await prepareSimple(req, reply);
      if (!p) return reply;
      const page = req.query.page ?? 1;
      const size = req.query.size ?? SEARCH_PAGE_SIZE;
      const found = p.expr ? await searchIds(db, p.target, p.expr, req.query.sort ?? 'relevance', page, size, { tiers: p.tiers }) : { ids: [], total: 0 };
      const list = await searchItems(db, p.target, found.ids, p.highlight);
      return sendJson(reply, envelope({ list, total: found.total, page, size, took: ms(p.t0), type: p.target.type, terms: p.terms }));
    },
  );

  app.get<{ Querystring: SimpleQuery }>(
    '/front/search/clusters',
    {
      schema: {
        tags: [TAG],
        summary: 'Facet counts of a search: year, journal, column, author, institution, keyword, resourceType.',
        querystring: querySchema(simpleProps),
        headers: headersSchema,
        response: responses(clustersData),
      },
    },
    async (req, reply) => {
      const p = await prepareSimple(req, reply);
      if (!p) return reply;
      const f = p.expr ? await facets(db, p.target, p.expr, langOf(req, req.query)) : emptyFacets();
      const resourceType = await resourceTypeCounts(db, p.field, p.q, p.filters, p.sites);
      return sendJson(reply, envelope({ ...f, resourceType, took: ms(p.t0) }));
    },
  );

  app.get<{ Querystring: { q?: string; type?: string } }>(
    '/front/search/analyze',
    {
      schema: {
        tags: [TAG],
        summary: 'The analysed terms of a search term (the tokenizer’s query terms).',
        querystring: querySchema({
          q: simpleProps.q,
          type: { ...typeParam, description: 'article or publication (other search types accepted).' },
          siteId: common.siteId,
        }),
        headers: headersSchema,
        response: responses({ type: 'array', items: { type: 'string' } }),
      },
    },
    async (req, reply) => {
      const problem = termProblem(req.query.q);
      if (problem) return bad(reply, problem);
      return sendJson(reply, envelope(queryTerms(req.query.q!.trim())));
    },
  );

  // ---- advanced ----

  async function prepareAdvanced(req: FastifyRequest, reply: FastifyReply, qy: AdvQuery): Promise<(Prepared & { echo: Record<string, unknown> }) | undefined> {
    const t0 = performance.now();
    const parsed = parseRows(qy.rows);
    if ('error' in parsed) {
      bad(reply, parsed.error);
      return undefined;
    }
    const scope = await scopeOf(req, reply, qy.siteId);
    if (!scope) return undefined;
    const adv = advancedExpression(parsed.rows);
    const filters = filtersOf(scope, qy);
    const sites = await contentSites(db);
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

  const advSchema = (summary: string, data: Record<string, unknown>, method: 'GET' | 'POST') => ({
    tags: [TAG],
    summary,
    ...(method === 'GET'
      ? { querystring: querySchema({ ...advProps, rows: { type: 'string', description: advProps.rows.description } }) }
      : {
          querystring: querySchema({ siteId: common.siteId }),
          body: {
            type: 'object',
            properties: {
              ...advProps,
              rows: {
                description: advProps.rows.description,
                anyOf: [{ type: 'array', maxItems: MAX_ROWS, items: { type: 'object', additionalProperties: true } }, { type: 'string' }],
              },
            },
          },
        }),
    headers: headersSchema,
    response: responses(data),
  });

  const advList = async (req: FastifyRequest, reply: FastifyReply, qy: AdvQuery) => {
    const p = await prepareAdvanced(req, reply, qy);
    if (!p) return reply;
    const page = qy.page ?? 1;
    const size = qy.size ?? SEARCH_PAGE_SIZE;
    const found = p.expr ? await searchIds(db, p.target, p.expr, qy.sort ?? 'relevance', page, size) : { ids: [], total: 0 };
    const list = await searchItems(db, p.target, found.ids, p.highlight);
    return sendJson(reply, envelope({ list, total: found.total, page, size, took: ms(p.t0), query: p.echo }));
  };

  const advClusters = async (req: FastifyRequest, reply: FastifyReply, qy: AdvQuery) => {
    const p = await prepareAdvanced(req, reply, qy);
    if (!p) return reply;
    const f = p.expr ? await facets(db, p.target, p.expr, langOf(req, qy)) : emptyFacets();
    const total = f.journal.reduce((s, e) => s + e.count, 0);
    return sendJson(reply, envelope({ ...f, resourceType: [{ value: 'article', label: 'article', id: 428, count: total }], took: ms(p.t0), query: p.echo }));
  };

  app.get<{ Querystring: AdvQuery }>(
    '/front/advSearch',
    { schema: advSchema('Advanced article search: rows of field x term joined by AND / OR / NOT, filters, sort, paging.', listData, 'GET') },
    (req, reply) => advList(req, reply, req.query),
  );
  app.post<{ Querystring: AdvQuery; Body: AdvQuery }>(
    '/front/advSearch',
    { schema: advSchema('Advanced article search (JSON body).', listData, 'POST') },
    (req, reply) => advList(req, reply, { ...req.query, ...(req.body ?? {}) }),
  );
  app.get<{ Querystring: AdvQuery }>(
    '/front/advSearch/clusters',
    { schema: advSchema('Facet counts of an advanced search.', clustersData, 'GET') },
    (req, reply) => advClusters(req, reply, req.query),
  );
  app.post<{ Querystring: AdvQuery; Body: AdvQuery }>(
    '/front/advSearch/clusters',
    { schema: advSchema('Facet counts of an advanced search (JSON body).', clustersData, 'POST') },
    (req, reply) => advClusters(req, reply, { ...req.query, ...(req.body ?? {}) }),
  );
};

function emptyFacets() {
  return { year: [], journal: [], column: [], author: [], institution: [], keyword: [] };
}

