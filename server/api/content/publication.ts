/**
 * /front/front-publication/*: the routes of the publication (journal) services
 * (../../services/content/publication.ts). findGroupBySiteId lives in ../site.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as publication from '../../services/content/publication';
import { SEARCH_SIZE } from '../../services/content/scope';
import { operation } from '../operation';
import { periodDoc, publicationDoc } from './docs';
import { TAG, idParam, pagedSchema, pagingProps, qParam, siteIdParam } from './params';

const BASE = '/front/front-publication';
const tags = [TAG];
const scopeParam = { ...siteIdParam, description: 'Optional: only journals this site shows.' };

export const publicationRoutes: FastifyPluginAsync = async (app) => {
  // ---- search -------------------------------------------------------------------------------------
  operation(app, 'publicationSearch', {
    url: `${BASE}/search`,
    tags,
    summary:
      'Journals, optionally of a site scope (siteId) and matching q (name, English name, ISSN, eISSN, CN or publisher; ' +
      'case-insensitive substring). Paged, default size 20.',
    query: { siteId: scopeParam, q: qParam, ...pagingProps(SEARCH_SIZE) },
    data: pagedSchema(publicationDoc),
  }, publication.publicationSearch);
  operation(app, 'publicationsByCategory', {
    url: `${BASE}/search/searchByCat`,
    tags,
    summary:
      "Journals by subject category: cat matches one of the journal site's keywords (site.json keywords, e.g. 锂离子电池, " +
      'batteries) or its description (case-insensitive substring). Without cat: every journal. Paged, default size 20.',
    query: {
      cat: { type: 'string', maxLength: 100, description: 'Subject category / keyword; empty = every journal.' },
      siteId: scopeParam,
      ...pagingProps(SEARCH_SIZE),
    },
    data: pagedSchema(publicationDoc),
  }, publication.publicationsByCategory);

  // ---- one journal --------------------------------------------------------------------------------
  operation(app, 'publicationDetail', {
    url: `${BASE}/detail/:id`,
    tags,
    summary: 'One journal by its site id, with its latest issue and issue count. Unknown: status 404.',
    params: { id: idParam('Journal (site)') },
    data: {
      type: 'object',
      properties: { ...(publicationDoc.properties as Record<string, unknown>), latestPeriod: { anyOf: [periodDoc, { type: 'null' }] }, periodCount: { type: 'integer' } },
    },
  }, publication.publicationDetail);
};
