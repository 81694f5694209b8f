/**
 * Search endpoints (issue 3, spec 5 / 7.7 / 9): /front/search, /front/search/clusters,
 * /front/search/analyze, /front/advSearch and /front/advSearch/clusters (GET with `rows` as a
 * JSON string, or POST with a JSON body) — the routes of the search services
 * (../../services/content/search.ts). Envelope {status, data, message}; scoped to the site
 * (group -> its members, all -> everything). An empty keyword or one longer than 150 characters
 * answers 400 with a clear message and runs no query.
 */
import type { FastifyPluginAsync } from 'fastify';
import { SEARCH_FIELDS, SORTS, YEAR_WINDOWS } from '../../search/query';
import { TYPE_ALIASES } from '../../search/resources';
import * as search from '../../services/content/search';
import { operation } from '../operation';
import { siteIdParam } from '../shared';

const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 10000;

const TAG = 'search';

// ---- parameter schemas ---------------------------------------------------------------------------

const TYPE_NAMES = Object.keys(TYPE_ALIASES);

const common = {
  siteId: { ...siteIdParam, description: 'Site whose scope is searched (group: its members too; all: everything). Default: the siteId header.' },
  years: { type: 'string', enum: [...YEAR_WINDOWS], default: 'all', description: 'Publication years: all, or the last 5 / 3 / 1 calendar years.' },
  sort: { type: 'string', enum: [...SORTS], default: 'relevance', description: 'relevance, date, views, downloads or citations (descending).' },
  page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1, description: 'Page, 1-based.' },
  size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: search.SEARCH_PAGE_SIZE, description: `Page size (default ${search.SEARCH_PAGE_SIZE}).` },
  year: { type: 'string', pattern: '^\\d{4}(,\\d{4})*$', description: 'Facet filter: year(s), comma-separated.' },
  journal: { type: 'string', pattern: '^\\d{1,10}(,\\d{1,10})*$', description: 'Facet filter: journal site id(s), comma-separated.' },
  column: { type: 'string', pattern: '^\\d{1,10}(,\\d{1,10})*$', description: 'Facet filter: column id(s), comma-separated.' },
  author: { type: 'string', minLength: 1, maxLength: search.MAX_TERM_LENGTH, description: 'Facet filter: an author name (exact value, zh or en).' },
  institution: { type: 'string', minLength: 1, maxLength: 300, description: 'Facet filter: an institution (exact value).' },
  keyword: { type: 'string', minLength: 1, maxLength: search.MAX_TERM_LENGTH, description: 'Facet filter: a keyword (exact value).' },
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
  q: { type: 'string', description: `Search term (required, at most ${search.MAX_TERM_LENGTH} characters). "Quotes" make a phrase; a DOI finds its article.` },
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

// ---- the plugin --------------------------------------------------------------------------------------

export const searchRoutes: FastifyPluginAsync = async (app) => {
  const tags = [TAG];

  // ---- simple ----
  operation(app, 'search', {
    url: '/front/search',
    tags,
    summary: 'Search one resource type of the site scope; ranked or sorted, paged (20), with highlighted titles and abstracts.',
    query: simpleProps,
    data: listData,
  }, search.search);
  operation(app, 'searchClusters', {
    url: '/front/search/clusters',
    tags,
    summary: 'Facet counts of a search: year, journal, column, author, institution, keyword, resourceType.',
    query: simpleProps,
    data: clustersData,
  }, search.searchClusters);
  operation(app, 'analyze', {
    url: '/front/search/analyze',
    tags,
    summary: 'The analysed terms of a search term (the tokenizer’s query terms).',
    query: {
      q: simpleProps.q,
      type: { ...typeParam, description: 'article or publication (other search types accepted).' },
      siteId: common.siteId,
    },
    data: { type: 'array', items: { type: 'string' } },
  }, search.analyze);

  // ---- advanced: GET (rows as a JSON string) and POST (JSON body, rows an array or a string) ----
  const advanced = {
    methods: ['GET', 'POST'] as const,
    tags,
    description: 'GET with rows as a JSON string, or POST with a JSON body (rows an array of rows or their JSON string).',
    query: { ...advProps, rows: { type: 'string', description: advProps.rows.description } },
    body: {
      type: 'object',
      properties: {
        ...advProps,
        rows: {
          description: advProps.rows.description,
          anyOf: [{ type: 'array', maxItems: search.MAX_ROWS, items: { type: 'object', additionalProperties: true } }, { type: 'string' }],
        },
      },
    },
  };
  operation(app, 'advSearch', {
    ...advanced,
    url: '/front/advSearch',
    summary: 'Advanced article search: rows of field x term joined by AND / OR / NOT, filters, sort, paging.',
    data: listData,
  }, search.advSearch);
  operation(app, 'advSearchClusters', {
    ...advanced,
    url: '/front/advSearch/clusters',
    summary: 'Facet counts of an advanced search.',
    data: clustersData,
  }, search.advSearchClusters);
};
