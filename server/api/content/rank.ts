/**
 * /front/rank/list: the route of the rank service (../../services/content/rank.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { RANK_BY, RANK_PERIODS, rankList } from '../../services/content/rank';
import { operation } from '../operation';
import { articleSummaryDoc } from './docs';
import { TAG, arraySchema, siteIdParam, sizeParam } from './params';

export const rankRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'rankList', {
    url: '/front/rank/list',
    tags: [TAG],
    summary:
      'Article ranking of the site scope: by views (default), downloads or citations, over period all (default), 3m, 6m, 1y, 2y or 3y ' +
      '(publication date, else online date, on or after today minus the period). An array of articles with rank (1-based) and value. ' +
      'The order is recomputed at most once a minute; the counters shown are current.',
    query: {
      siteId: siteIdParam,
      by: { type: 'string', enum: [...RANK_BY], default: 'views', description: 'Counter to rank by.' },
      period: { type: 'string', enum: Object.keys(RANK_PERIODS), default: 'all', description: 'Window: all, 3m, 6m, 1y, 2y, 3y.' },
      size: sizeParam(10),
    },
    required: ['siteId'],
    data: arraySchema({
      type: 'object',
      properties: { ...(articleSummaryDoc.properties as Record<string, unknown>), rank: { type: 'integer' }, value: { type: 'integer' } },
    }),
  }, rankList);
};
